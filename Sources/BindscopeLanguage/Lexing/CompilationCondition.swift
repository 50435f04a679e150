/// The condition of an `#if` or `#elseif`, evaluated as `swiftc main.swift` builds on this
/// machine: Linux on x86_64, no `-D` flags (so `DEBUG` is false), Swift 6.3's compiler in the
/// session's language mode, Foundation importable and SwiftUI not.
///
/// condition → or-condition
/// or-condition → and-condition ('||' and-condition)*
/// and-condition → prefix-condition ('&&' prefix-condition)*
/// prefix-condition → '!' prefix-condition | '(' condition ')' | 'true' | 'false' | flag
///                  | platform-name '(' argument ')'
struct CompilationCondition {
    /// What went wrong, in Swift's words, at an offset into the condition's bytes.
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let languageMode: LanguageMode
    private var position = 0

    /// The compiler's version, for `compiler(>=…)`.
    static let compilerVersion = [6, 3]

    init(bytes: UnsafeBufferPointer<UInt8>, languageMode: LanguageMode) {
        self.bytes = bytes
        self.languageMode = languageMode
    }

    mutating func evaluate() -> Result<Bool, Failure> {
        do throws(Failure) {
            let value = try orCondition()
            skipSpaces()
            if position < bytes.count {
                throw Failure(message: "extra tokens following conditional compilation directive", offset: position)
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private mutating func orCondition() throws(Failure) -> Bool {
        var value = try andCondition()
        while consume("||") {
            let rhs = try andCondition()
            value = value || rhs
        }
        return value
    }

    private mutating func andCondition() throws(Failure) -> Bool {
        var value = try prefixCondition()
        while consume("&&") {
            let rhs = try prefixCondition()
            value = value && rhs
        }
        return value
    }

    private mutating func prefixCondition() throws(Failure) -> Bool {
        skipSpaces()
        if position >= bytes.count { throw incomplete }
        if consume("!") { return try !prefixCondition() }
        if consume("(") {
            let value = try orCondition()
            guard consume(")") else {
                throw position >= bytes.count ? incomplete : Failure(message: "expected ')' in expression list", offset: position)
            }
            return value
        }
        let nameStart = position
        let name = word()
        guard !name.isEmpty else { throw Failure(message: "invalid conditional compilation expression", offset: nameStart) }
        skipSpaces()
        guard byte == UInt8(ascii: "(") else {
            // A flag set with `-D`: none is, in a plain build.
            switch name {
            case "true": return true
            case "false": return false
            default: return false
            }
        }
        position += 1
        let argumentStart = position
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "(") { depth += 1 }
            if bytes[position] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            }
            position += 1
        }
        guard position < bytes.count else { throw incomplete }
        let argument = String(decoding: bytes[argumentStart..<position], as: UTF8.self)
            .trimmingSpaces()
        position += 1
        return try platformCondition(name, argument, at: nameStart)
    }

    /// `os(Linux)`, `swift(>=5.9)`, `canImport(Foundation)`…
    private func platformCondition(_ name: String, _ argument: String, at offset: Int) throws(Failure) -> Bool {
        switch name {
        case "os": return argument == "Linux"
        case "arch": return argument == "x86_64"
        case "targetEnvironment": return false
        case "canImport": return Self.importableModules.contains(argument)
        case "_endian": return argument == "little"
        case "_pointerBitWidth": return argument == "_64"
        case "_runtime": return argument == "_Native"
        case "hasFeature", "hasAttribute", "_hasAtomicBitWidth": return false
        case "swift", "compiler":
            let current = name == "swift" ? languageMode.languageVersion : Self.compilerVersion
            guard let (isAtLeast, version) = Self.versionComparison(argument) else {
                throw Failure(
                    message: "'\(name)' requires a single unlabeled argument for the version comparison (>= or <= a version)",
                    offset: offset)
            }
            let atLeast = Self.compare(current, version) >= 0
            return isAtLeast ? atLeast : !atLeast
        default:
            throw Failure(message: "invalid conditional compilation expression", offset: offset)
        }
    }

    /// The modules a plain build here can import (Linux: no SwiftUI, UIKit, AppKit or Combine).
    private static let importableModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Observation", "StateBinding",
        "_Concurrency", "SampleModel",
    ]

    /// `>=5.9` → (true, [5, 9]); `<6` → (false, [6]).
    private static func versionComparison(_ argument: String) -> (Bool, [Int])? {
        let isAtLeast: Bool
        var rest = Substring(argument)
        if rest.hasPrefix(">=") {
            isAtLeast = true
        } else if rest.hasPrefix("<") && !rest.hasPrefix("<=") {
            isAtLeast = false
        } else {
            return nil
        }
        rest = rest.dropFirst(isAtLeast ? 2 : 1).drop { $0 == " " }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 5, parts.allSatisfy({ $0 != nil }) else { return nil }
        return (isAtLeast, parts.map { $0! })
    }

    private static func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
        for index in 0..<max(lhs.count, rhs.count) {
            let a = index < lhs.count ? lhs[index] : 0, b = index < rhs.count ? rhs[index] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }

    private var incomplete: Failure {
        Failure(message: "incomplete condition in conditional compilation directive", offset: trimmedEnd)
    }

    /// Where the condition's text ends, trailing spaces left out.
    private var trimmedEnd: Int {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return end
    }

    private var byte: UInt8 { position < bytes.count ? bytes[position] : 0 }

    private mutating func skipSpaces() {
        while byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
    }

    private mutating func consume(_ text: String) -> Bool {
        skipSpaces()
        let utf8 = Array(text.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else {
            return false
        }
        position += utf8.count
        return true
    }

    private mutating func word() -> String {
        let start = position
        while Lexer.continuesIdentifier(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
