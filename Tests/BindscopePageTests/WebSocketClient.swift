import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A WebSocket client (RFC 6455) over a plain TCP socket, for the tests: it speaks to the
/// page's server as a browser would, to Chromium's DevTools and to Firefox's WebDriver BiDi.
/// Blocking, with timeouts; the tests call it off Swift's cooperative threads (`offPool`),
/// which the server needs.
final class WebSocketClient: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private let descriptor: Int32
    /// Bytes read past the handshake or the last frame.
    private var buffer: [UInt8] = []

    /// Opens `ws://host:port/path` with `headers` (`Origin`…); throws the server's status
    /// line when it refuses the upgrade.
    init(host: String = "127.0.0.1", port: Int, path: String, headers: [String: String] = [:], hostHeader: String? = nil) throws {
        descriptor = try Self.connect(host: host, port: port)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        var request = "GET \(path) HTTP/1.1\r\nHost: \(hostHeader ?? "\(host):\(port)")\r\nUpgrade: websocket\r\n"
        request += "Connection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try writeAll(Array((request + "\r\n").utf8))
        let head = try readHead()
        guard head.hasPrefix("HTTP/1.1 101") else {
            close(descriptor)
            throw Failure("refused: \(head.split(separator: "\r\n").first ?? "")")
        }
    }

    deinit { close(descriptor) }

    /// Sends one text message (masked, as a client must).
    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
        try writeAll(frame)
    }

    /// The next text message, within `timeout` seconds; nil when none came or the server closed.
    func receive(timeout: Double) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var message: [UInt8] = []
        while true {
            guard let (opcode, final, payload) = try readFrame(until: deadline) else { return nil }
            switch opcode {
            case 0x8: return nil
            case 0x9: try writeAll([0x8A, 0x80 | UInt8(payload.count)] + [0, 0, 0, 0] + payload)
            case 0xA: continue
            default:
                message += payload
                if final { return String(decoding: message, as: UTF8.self) }
            }
        }
    }

    /// Messages until one satisfies `accept` (returned), or nil at the timeout.
    func receive(timeout: Double, where accept: (String) -> Bool) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while let message = try receive(timeout: deadline.timeIntervalSinceNow) {
            if accept(message) { return message }
        }
        return nil
    }

    private func readFrame(until deadline: Date) throws -> (opcode: UInt8, final: Bool, payload: [UInt8])? {
        guard let head = try take(2, until: deadline) else { return nil }
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            guard let bytes = try take(2, until: deadline) else { return nil }
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            guard let bytes = try take(8, until: deadline) else { return nil }
            length = bytes.reduce(0) { $0 << 8 | Int($1) }
        }
        let mask = head[1] & 0x80 != 0 ? try take(4, until: deadline) : nil
        guard var payload = try take(length, until: deadline.addingTimeInterval(10)) else { return nil }
        if let mask { payload = payload.enumerated().map { $1 ^ mask[$0 % 4] } }
        return (head[0] & 0x0F, head[0] & 0x80 != 0, payload)
    }

    /// `count` bytes, or nil at the deadline or the end of the stream.
    private func take(_ count: Int, until deadline: Date) throws -> [UInt8]? {
        while buffer.count < count {
            guard try fill(until: deadline) else { return nil }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer.prefix(count))
    }

    private func fill(until deadline: Date) throws -> Bool {
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&watched, 1, milliseconds) > 0 else { return false }
        var bytes = [UInt8](repeating: 0, count: 65536)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return false }
        buffer += bytes.prefix(count)
        return true
    }

    private func readHead() throws -> String {
        let deadline = Date().addingTimeInterval(60)
        while true {
            if let end = buffer.indices.dropLast(3).first(where: { buffer[$0..<$0 + 4] == [13, 10, 13, 10] }) {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
                return head
            }
            guard try fill(until: deadline) else { throw Failure("no answer to the handshake") }
        }
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            // Not write(2): a peer that closed must be an error here, not SIGPIPE ending the tests.
            let written = bytes[offset...].withUnsafeBytes { sendWithoutSignal(descriptor, $0) }
            guard written > 0 else { throw Failure("the connection closed") }
            offset += written
        }
    }

    /// To an IPv4 address, or an IPv6 one (`::1`) when it has a colon.
    private static func connect(host: String, port: Int) throws -> Int32 {
        let isIPv6 = host.contains(":")
        let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("no socket") }
        let connected: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET6, host, &address.sin6_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connectSocket(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, host, &address.sin_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connectSocket(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure("cannot connect to \(host):\(port)")
        }
        return descriptor
    }
}

/// `send(2)` with no SIGPIPE: a closed peer is an error, not the end of the test process.
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
}

private func connectSocket(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

/// Runs blocking work on a thread of its own, off Swift's cooperative threads: the server
/// under test runs on those, and on 2 cores there are only 2 of them.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}
