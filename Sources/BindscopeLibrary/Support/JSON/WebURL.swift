/// `URL(string:)`'s reading of a URL, as swift-foundation does it: characters a URL may not
/// hold (a space, `"`, non-ASCII letters…) are percent-encoded rather than refused, so only
/// an empty string gives nil; `path` is percent-decoded and loses a trailing slash.
public struct WebURL: Equatable, Sendable {
    /// The text as `absoluteString` gives it, encoded.
    public let absoluteString: String
    public let scheme: String?
    public let host: String?
    /// The encoded path, as written (`/a/b%20c/`).
    public let encodedPath: String

    public init?(string text: String) {
        guard !text.isEmpty else { return nil }
        let encoded = WebURL.encodingInvalidCharacters(text)
        absoluteString = encoded
        var rest = Substring(encoded)
        if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isASCII, first.isLetter,
            rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        {
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        } else {
            scheme = nil
            // Without a scheme, a colon in the first segment makes no URL (RFC 3986's
            // path-noscheme): `1http://x`.
            if rest.prefix(while: { !"/?#".contains($0) }).contains(":") { return nil }
        }
        // What comes before the query and the fragment.
        let hierarchy = rest.prefix { $0 != "?" && $0 != "#" }
        if hierarchy.hasPrefix("//") {
            let authority = hierarchy.dropFirst(2).prefix { $0 != "/" }
            let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
            // `[::1]:80`: an IPv6 address is bracketed, its colons no port's.
            let name = hostAndPort.hasPrefix("[")
                ? hostAndPort.dropFirst().prefix { $0 != "]" }
                : hostAndPort.prefix { $0 != ":" }
            host = name.isEmpty ? nil : String(name)
            encodedPath = String(hierarchy.dropFirst(2 + authority.count))
        } else {
            host = nil
            encodedPath = String(hierarchy)
        }
    }

    /// The decoded path, without a trailing slash (`/` stays).
    public var path: String {
        let decoded = WebURL.percentDecoded(encodedPath)
        return decoded.count > 1 && decoded.hasSuffix("/") ? String(decoded.dropLast()) : decoded
    }

    /// The last segment of the encoded path, decoded (`a%2Fb` is one segment, `a/b`).
    public var lastPathComponent: String {
        if encodedPath == "/" { return "/" }
        return encodedPath.split(separator: "/").last.map { WebURL.percentDecoded(String($0)) } ?? ""
    }

    /// What follows the last dot of the last component (none for `.hidden`).
    public var pathExtension: String {
        let last = lastPathComponent
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    private static func encodingInvalidCharacters(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output = ""
        for (index, byte) in bytes.enumerated() {
            let isHex = { (position: Int) in position < bytes.count && Character(Unicode.Scalar(bytes[position])).isHexDigit }
            let allowed = byte > 0x20 && byte < 0x7F && !"\"<>\\^`{|}".utf8.contains(byte)
            if allowed, byte != UInt8(ascii: "%") || (isHex(index + 1) && isHex(index + 2)) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }

    private static func percentDecoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = [], index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                output.append(value)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
