/// Data's bytes as JSONEncoder writes them by default (`dataEncodingStrategy = .base64`),
/// and back: standard alphabet, padded with `=`.
public enum Base64Text {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = bytes[start..<min(start + 3, bytes.count)]
            let padded = Array(chunk) + Array(repeating: 0, count: 3 - chunk.count)
            let bits = UInt32(padded[0]) << 16 | UInt32(padded[1]) << 8 | UInt32(padded[2])
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[Int(bits >> (18 - 6 * UInt32(position)) & 63)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of padded base64 text, or nil when it is not that.
    public static func decode(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: characters.count, by: 4) {
            var bits: UInt32 = 0, padding = 0
            for (offset, character) in characters[start..<start + 4].enumerated() {
                if character == UInt8(ascii: "=") {
                    // Padding only at the end of the text, at most two.
                    guard start + 4 == characters.count, offset >= 2 else { return nil }
                    padding += 1
                    bits <<= 6
                    continue
                }
                guard padding == 0, let value = alphabet.firstIndex(of: character) else { return nil }
                bits = bits << 6 | UInt32(value)
            }
            bytes.append(contentsOf: [UInt8(bits >> 16 & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits & 0xFF)].prefix(3 - padding))
        }
        return bytes
    }
}
