import BindscopeLanguage
import BindscopeRuntime

/// The mutating members a String has as a RangeReplaceableCollection of Characters:
/// removing from either end, inserting and removing at an index, removing by a test. Each
/// writes through the receiver's place and journals the old text, as `append` does.
extension BuiltinMembers {
    public static let stringMutation: [BuiltinMember] = [
        mutating("removeFirst()", "() -> Character", returns: { .character }, substring: .dropsFront) { text, _ in
            guard !text.isEmpty else { throw RuntimeError.fatal("Can't remove first element from an empty collection") }
            return .character(text.removeFirst())
        },
        mutating("removeLast()", "() -> Character", returns: { .character }, substring: .dropsBack) { text, _ in
            guard !text.isEmpty else { throw RuntimeError.fatal("Can't remove last element from an empty collection") }
            return .character(text.removeLast())
        },
        mutating("popLast()", "() -> Character?", returns: { .optional(.character) }, substring: .dropsBack) { text, _ in
            .optional(text.popLast().map(Value.character))
        },
        mutating("removeFirst(_:)", "(Int)", arguments: { [.int] }, substring: .dropsFront) { text, arguments in
            let k = try removalCount(arguments[0].asInt, of: text, message: "Can't remove more items from a collection than it has")
            text.removeFirst(k)
            return .void
        },
        mutating("removeLast(_:)", "(Int)", arguments: { [.int] }, substring: .dropsBack) { text, arguments in
            let k = try removalCount(arguments[0].asInt, of: text, message: "Can't remove more items from a collection than it contains")
            text.removeLast(k)
            return .void
        },
        mutating("removeAll()", "()", substring: .rebuilds(encodingIndependentStart: true)) { text, _ in
            text.removeAll()
            return .void
        },
        mutating("insert(_:at:)", "(Character, String.Index)", arguments: { [.character, .stringIndex] }) { text, arguments in
            guard let index = text.index(at: arguments[1].asStringIndex) else { throw RuntimeError.stringIndexOutOfBounds }
            text.insert(arguments[0].asCharacter, at: index)
            return .void
        },
        mutating("remove(at:)", "(String.Index) -> Character", arguments: { [.stringIndex] }, returns: { .character }) { text, arguments in
            guard let index = text.index(at: arguments[0].asStringIndex), index < text.endIndex else {
                throw RuntimeError.stringIndexOutOfBounds
            }
            return .character(text.remove(at: index))
        },
        mutating("insert(contentsOf:at:)", "(String, String.Index)", arguments: { [.string, .stringIndex] }) { text, arguments in
            guard let index = text.index(at: arguments[1].asStringIndex) else { throw RuntimeError.stringIndexOutOfBounds }
            text.insert(contentsOf: arguments[0].asString, at: index)
            return .void
        },
        mutating(
            "replaceSubrange(_:with:)", "(Range<String.Index>, String)",
            arguments: { [.range(.stringIndex, closed: false), .string] }
        ) { text, arguments in
            let range = try indexRange(arguments[0], in: text)
            text.replaceSubrange(range, with: arguments[1].asString)
            return .void
        },
        mutating("removeSubrange(_:)", "(Range<String.Index>)", arguments: { [.range(.stringIndex, closed: false)] }) { text, arguments in
            text.removeSubrange(try indexRange(arguments[0], in: text))
            return .void
        },
        textAppend("append(contentsOf:)", "(some StringProtocol)"),
        .method("removeAll(where:)", "((Character) throws -> Bool) rethrows", closure: true) { use in
            let predicate = try use.function(0, [.character], .bool)
            let place = try use.mutablePlace(), isSubstring = use.base.type == .substring
            return Checked(.void) { execution in
                let test = try predicate(execution)
                try place.modify(execution) { value in
                    let old = value
                    let edit = { (text: inout String) in try text.removeAll { try test.invoke(execution, [.character($0)]).asBool } }
                    if isSubstring {
                        try value.withSubstring(.rebuilds(encodingIndependentStart: false), edit)
                    } else {
                        try value.withString(edit)
                    }
                    return { $0 = old }
                }
                return .void
            }
        },
    ]

    /// A mutating member whose arguments are checked as `arguments` and whose body edits the
    /// text in place. A trap leaves the text as it was.
    /// (`SessionType` is not Sendable, so the argument and result types are made per use.)
    private static func mutating(
        _ selector: String, _ type: String, arguments types: @escaping @Sendable () -> [SessionType] = { [] },
        returns resultType: @escaping @Sendable () -> SessionType = { .void },
        substring edit: SubstringEdit = .replacesInBase,
        _ body: @escaping @Sendable (inout String, [Value]) throws -> Value
    ) -> BuiltinMember {
        .method(selector, type) { use in
            let types = types(), result = resultType()
            let arguments = try types.indices.map { try use.argument($0, as: types[$0]) }
            let place = try use.mutablePlace()
            let location = use.location, isSubstring = use.base.type == .substring
            return Checked(result) { execution in
                let values = try arguments.map { try $0(execution) }
                var returned = Value.void
                do {
                    try place.modify(execution) { value in
                        let old = value
                        // A Substring's indices are its base's: the body edits its own text.
                        let shift = if case .substring(let slice) = value { slice.lower.offset } else { 0 }
                        let arguments = shift == 0 ? values : values.map { $0.shiftingStringIndices(by: -shift) }
                        if isSubstring {
                            returned = try value.withSubstring(edit) { try body(&$0, arguments) }
                        } else {
                            returned = try value.withString { try body(&$0, arguments) }
                        }
                        return { $0 = old }
                    }
                } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
                return returned
            }
        }
    }

    /// A `Range<String.Index>` value as the text's own indices; out of its bounds, Swift's trap.
    private static func indexRange(_ value: Value, in text: String) throws -> Range<String.Index> {
        guard case .range(let lower, let upper, _) = value, let start = text.index(at: StringIndex(packed: lower)),
            let end = text.index(at: StringIndex(packed: upper)), start <= end
        else { throw RuntimeError.stringIndexOutOfBounds }
        return start..<end
    }

    /// `removeFirst(k)`, `removeLast(k)`: k must be between 0 and the count.
    private static func removalCount(_ k: Int, of text: String, message: String) throws -> Int {
        guard k >= 0 else { throw RuntimeError.fatal("Number of elements to remove should be non-negative") }
        guard k <= text.count else { throw RuntimeError.fatal(message) }
        return k
    }
}
