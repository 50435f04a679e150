import BindscopeLanguage
import BindscopeRuntime

/// `split` in the forms parsing code uses: by a Character or a String, with `maxSplits` and
/// `omittingEmptySubsequences`, or where a closure says (`text.split { !$0.isLetter }`).
/// Swift gives Substrings of the receiver's base, each knowing where in it it lies.
extension BuiltinMembers {
    public static let stringSplitting: [BuiltinMember] = [
        splitBySeparator("split(separator:)"),
        splitBySeparator("split(separator:maxSplits:)"),
        splitBySeparator("split(separator:omittingEmptySubsequences:)"),
        splitBySeparator("split(separator:maxSplits:omittingEmptySubsequences:)"),
        splitWhere("split(whereSeparator:)"),
        splitWhere("split(maxSplits:whereSeparator:)"),
        splitWhere("split(omittingEmptySubsequences:whereSeparator:)"),
        splitWhere("split(maxSplits:omittingEmptySubsequences:whereSeparator:)"),
    ]

    /// The evaluators of `maxSplits:` and `omittingEmptySubsequences:` when given.
    private static func splitOptions(_ use: MemberUse) throws -> (Execution) throws -> (maxSplits: Int, omitting: Bool) {
        let labels = use.arguments.map(\.label)
        let maxSplits = try labels.firstIndex(of: "maxSplits").map { try use.argument($0, as: .int) }
        let omitting = try labels.firstIndex(of: "omittingEmptySubsequences").map { try use.argument($0, as: .bool) }
        return { execution in
            let limit = try maxSplits?(execution).asInt ?? Int.max
            guard limit >= 0 else { throw RuntimeError.fatal("Must take zero or more splits") }
            return (limit, try omitting?(execution).asBool ?? true)
        }
    }

    private static func splitBySeparator(_ selector: String) -> BuiltinMember {
        .method(selector, "(Character, Int, Bool) -> [Substring]") { use in
            let separator = try use.checker.checkValue(use.arguments[0].value, expecting: .character)
            guard separator.type == .character || separator.type == .string else {
                throw Diagnostic(
                    ConversionContext.argument.mismatch(separator.type, .character), at: use.arguments[0].value.location)
            }
            let mark = separator.evaluate, isCharacter = separator.type == .character
            let options = try splitOptions(use)
            let evaluate = use.evaluate
            return Checked(.array(.substring)) { execution in
                let slice = try evaluate(execution).textSlice, (limit, omitting) = try options(execution)
                let text = slice.text
                let pieces: [Substring]
                if isCharacter {
                    pieces = text.split(separator: try mark(execution).asCharacter, maxSplits: limit, omittingEmptySubsequences: omitting)
                } else {
                    pieces = text.split(separator: try mark(execution).asString, maxSplits: limit, omittingEmptySubsequences: omitting)
                }
                return .array(pieces.map { .substring(slice.slice($0)) })
            }
        }
    }

    private static func splitWhere(_ selector: String) -> BuiltinMember {
        .method(selector, "((Character) -> Bool) -> [Substring]", closure: true) { use in
            let predicate = try use.function(use.arguments.count - 1, [.character], .bool)
            let options = try splitOptions(use)
            let evaluate = use.evaluate
            return Checked(.array(.substring)) { execution in
                let slice = try evaluate(execution).textSlice, (limit, omitting) = try options(execution)
                let closure = try predicate(execution)
                let pieces = try slice.text.split(maxSplits: limit, omittingEmptySubsequences: omitting) {
                    try closure.invoke(execution, [.character($0)]).asBool
                }
                return .array(pieces.map { .substring(slice.slice($0)) })
            }
        }
    }
}
