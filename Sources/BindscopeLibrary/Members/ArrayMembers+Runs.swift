import BindscopeLanguage
import BindscopeRuntime

/// Runs of an array's elements, each an `ArraySlice` that keeps where it starts in the array:
/// `prefix(while:)` and `drop(while:)` (before or from the first element failing the
/// predicate), and `split(separator:)` / `split(whereSeparator:)` (the runs between separators,
/// empty ones omitted).
extension BuiltinMembers {
    public static let arrayWhile: [BuiltinMember] = [
        whileMember("prefix(while:)", keepsPrefix: true),
        whileMember("drop(while:)", keepsPrefix: false),
        .method("split(separator:)", "(Element) -> [ArraySlice<Element>]") { use in
            try use.requireEquatableElement("instance method 'split(separator:maxSplits:omittingEmptySubsequences:)' on 'Collection'")
            let separator = try use.argument(0, as: use.element)
            return runs(use) { execution in
                let mark = try separator(execution)
                return { $0 == mark }
            }
        },
        .method("split(whereSeparator:)", "((Element) -> Bool) -> [ArraySlice<Element>]", closure: true) { use in
            let predicate = try use.function(0, [use.element], .bool)
            return runs(use) { execution in
                let closure = try predicate(execution)
                return { try closure.invoke(execution, [$0]).asBool }
            }
        },
    ]

    private static func runs(
        _ use: MemberUse, _ isSeparator: @escaping (Execution) throws -> (Value) throws -> Bool
    ) -> Checked {
        let evaluate = use.evaluate
        return Checked(.array(.arraySlice(of: use.element))) { execution in
            let elements = try evaluate(execution).asArray
            let test = try isSeparator(execution)
            return .array(try elements.split(whereSeparator: test).map { .arraySlice(start: $0.startIndex, Array($0)) })
        }
    }

    private static func whileMember(_ selector: String, keepsPrefix: Bool) -> BuiltinMember {
        .method(selector, "((Element) -> Bool) -> ArraySlice<Element>", closure: true) { use in
            let predicate = try use.function(0, [use.element], .bool)
            let evaluate = use.evaluate
            return Checked(.arraySlice(of: use.element)) { execution in
                let elements = try evaluate(execution).asArray
                let closure = try predicate(execution)
                var end = 0
                while end < elements.count, try closure.invoke(execution, [elements[end]]).asBool { end += 1 }
                let piece = keepsPrefix ? elements[..<end] : elements[end...]
                return .arraySlice(start: piece.startIndex, Array(piece))
            }
        }
    }
}
