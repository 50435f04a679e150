import BindscopeLanguage
import BindscopeRuntime

/// The Foundation members of String that model code uses most (`import Foundation` in Swift):
/// splitting, replacing, and case-insensitive search (trimming is with the character sets).
extension BuiltinMembers {
    public static let stringFoundation: [BuiltinMember] = [
        // A String separator, empty pieces kept (unlike `split`).
        .method("components(separatedBy:)", "(String) -> [String]") { use in
            if CharacterSetArgument.isCharacterSet(use.arguments[0].value) {
                return try componentsSeparatedByCharacterSet(use)
            }
            let separator = try use.text(0)
            let evaluate = use.evaluate
            return Checked(.array(.string)) { execution in
                let text = try evaluate(execution).asString, mark = try separator(execution)
                return .array(components(of: text, separatedBy: mark).map(Value.string))
            }
        },
        .method("appending(_:)", "(String) -> String") { use in
            let suffix = try use.text(0)
            let evaluate = use.evaluate
            return Checked(.string) { .string(try evaluate($0).asString + suffix($0)) }
        },
        .method("replacingOccurrences(of:with:)", "(String, String) -> String") { use in
            let target = try use.text(0), replacement = try use.text(1)
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                let text = try evaluate(execution).asString, old = try target(execution)
                guard !old.isEmpty else { return .string(text) }
                return .string(components(of: text, separatedBy: old).joined(separator: try replacement(execution)))
            }
        },
        // Column alignment: NSString counts UTF-16 units, truncating a longer text and
        // repeating the pad from `startingAt` (which must index into it) for a shorter one.
        .method("padding(toLength:withPad:startingAt:)", "(Int, String, Int) -> String") { use in
            let length = try use.argument(0, as: .int), pad = try use.text(1), start = try use.argument(2, as: .int)
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                let units = Array(try evaluate(execution).asString.utf16)
                let target = try length(execution).asInt
                let padUnits = Array(try pad(execution).utf16), padIndex = try start(execution).asInt
                guard target > units.count else {
                    return .string(String(decoding: units.prefix(max(target, 0)), as: UTF16.self))
                }
                guard padUnits.indices.contains(padIndex) else { throw RuntimeError.fatal("out of range padIndex") }
                let padding = (0..<(target - units.count)).map { padUnits[(padIndex + $0) % padUnits.count] }
                return .string(String(decoding: units + padding, as: UTF16.self))
            }
        },
        // A letter after anything but a letter or an apostrophe starts a word (`3rd` → `3Rd`,
        // `o'neil` → `O'neil`, as Foundation capitalizes).
        .property("capitalized", "String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                var result = "", previous: Character?
                for character in try evaluate(execution).asString {
                    let startsWord = previous.map { !($0.isLetter || $0 == "'" || $0 == "’") } ?? true
                    result += startsWord ? character.uppercased() : character.lowercased()
                    previous = character
                }
                return .string(result)
            }
        },
        // Case folded as uppercasing then lowercasing does (`ß` matches `SS`); an empty
        // needle is never contained, as in Foundation.
        textTest("localizedCaseInsensitiveContains(_:)") { text, needle in
            !needle.isEmpty && text.uppercased().lowercased().contains(needle.uppercased().lowercased())
        },
    ]

    public static func components(of text: String, separatedBy separator: String) -> [String] {
        guard !separator.isEmpty else { return [text] }
        var pieces: [String] = [], current = Substring(), rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix(separator) {
                pieces.append(String(current))
                current = Substring()
                rest = rest.dropFirst(separator.count)
            } else {
                current.append(rest.removeFirst())
            }
        }
        pieces.append(String(current))
        return pieces
    }
}
