#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BindscopeEngine

/// The process's standard streams, wrapped once. Standard output is buffered here (a script
/// may print hundreds of thousands of lines) and flushed before anything goes to standard
/// error, so the two stay in order on a terminal.
final class Terminal: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let bufferLimit = 1 << 16

    var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }
    var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    var sessionOutput: Session.Output {
        Session.Output(
            standardOutput: { [unowned self] text in write(text) },
            standardError: { [unowned self] text in writeError(text) },
            files: .processFiles)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= bufferLimit { flush() }
    }

    func writeError(_ text: String) {
        flush()
        Terminal.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        Terminal.writeAll(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
