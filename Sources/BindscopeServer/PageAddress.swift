import FlyingFox
import Foundation

/// The address the page is served on, as `--serve-address` gives it: an IPv4 address
/// (`127.0.0.1`) or an IPv6 one, bare or in brackets (`::1`, `[::1]`). URLs and `Host`
/// headers write an IPv6 address in brackets (`http://[::1]:8723`), sockets without.
public struct PageAddress: Equatable, Sendable {
    /// The address without brackets, as sockets take it.
    public let bare: String
    public let isIPv6: Bool

    public init(_ text: String) {
        let bare = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        self.bare = bare
        isIPv6 = bare.contains(":")
    }

    /// As a URL or a `Host` header names it: `127.0.0.1`, `[::1]`.
    public var urlHost: String { isIPv6 ? "[\(bare)]" : bare }

    /// Whether only this machine reaches it: `127.0.0.0/8` or `::1`.
    public var isLoopback: Bool {
        if isIPv6 { return (try? sockaddr_in6.inet6(ip6: bare, port: 0)).map(Self.isLoopback6) ?? false }
        return bare.hasPrefix("127.")
    }

    /// `::1` however it is written (`0:0:0:0:0:0:0:1`).
    private static func isLoopback6(_ address: sockaddr_in6) -> Bool {
        withUnsafeBytes(of: address.sin6_addr) { bytes in bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1 }
    }
}
