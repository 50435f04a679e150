import BindscopeLanguage
import BindscopeRuntime

/// A String as a collection of Characters: its ends, its pieces, and the sequence methods
/// Array has, run over its characters.
extension BuiltinMembers {
    public static let stringCharacters: [BuiltinMember] = [
        end("first") { $0.first },
        end("last") { $0.last },
        .method("reversed()", "() -> ReversedCollection<String>") { use in
            let evaluate = use.evaluate
            return Checked(.view(.reversed, base: .string, element: .character)) {
                .array(try evaluate($0).asString.reversed().map(Value.character))
            }
        },
        .method("filter(_:)", "((Character) -> Bool) -> String", closure: true) { use in
            let predicate = try use.function(0, [.character], .bool)
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                let text = try evaluate(execution).asString, closure = try predicate(execution)
                return .string(try text.filter { try closure.invoke(execution, [.character($0)]).asBool })
            }
        },
        piece("prefix(_:)", negative: "Can't take a prefix of negative length from a collection") { $0.prefix($1) },
        piece("suffix(_:)", negative: "Can't take a suffix of negative length from a collection") { $0.suffix($1) },
        piece("dropFirst(_:)", negative: "Can't drop a negative number of elements from a collection") { $0.dropFirst($1) },
        piece("dropLast(_:)", negative: "Can't drop a negative number of elements from a collection") { $0.dropLast($1) },
        piece("dropFirst()", negative: "") { text, _ in text.dropFirst() },
        piece("dropLast()", negative: "") { text, _ in text.dropLast() },
        run("prefix(while:)", keepsPrefix: true),
        run("drop(while:)", keepsPrefix: false),
    ]
        // Sequence methods: the same entries as Array's, over the characters.
        + array.members.filter { member in
            member.kind == .method
                && (["map", "compactMap", "flatMap", "forEach", "reduce", "allSatisfy", "count", "sorted", "min", "max", "enumerated"].contains(member.name)
                    || ["contains(where:)", "first(where:)", "last(where:)"].contains(member.selector))
        }.map(overCharacters)

    private static func end(_ name: String, _ take: @escaping @Sendable (String) -> Character?) -> BuiltinMember {
        .property(name, "Character?") { use in
            let evaluate = use.evaluate
            return Checked(.optional(.character)) { .optional(take(try evaluate($0).asString).map(Value.character)) }
        }
    }

    private static func piece(
        _ selector: String, negative: String, _ take: @escaping @Sendable (String, Int) -> Substring
    ) -> BuiltinMember {
        .method(selector, "(Int) -> Substring") { use in
            let count = use.arguments.isEmpty ? nil : try use.argument(0, as: .int)
            let evaluate = use.evaluate
            // A Substring of the receiver's base, as in Swift.
            return Checked(.substring) { execution in
                let slice = try evaluate(execution).textSlice
                let k = try count?(execution).asInt ?? 1
                guard k >= 0 else { throw RuntimeError.fatal(negative) }
                return .substring(slice.slice(take(slice.text, k)))
            }
        }
    }

    /// The characters before, or from, the first one failing the predicate.
    private static func run(_ selector: String, keepsPrefix: Bool) -> BuiltinMember {
        .method(selector, "((Character) -> Bool) -> Substring", closure: true) { use in
            let predicate = try use.function(0, [.character], .bool)
            let evaluate = use.evaluate
            return Checked(.substring) { execution in
                let slice = try evaluate(execution).textSlice, closure = try predicate(execution)
                let text = slice.text
                var end = text.startIndex
                while end < text.endIndex, try closure.invoke(execution, [.character(text[end])]).asBool {
                    end = text.index(after: end)
                }
                return .substring(slice.slice(keepsPrefix ? text.startIndex..<end : end..<text.endIndex))
            }
        }
    }

    private static func overCharacters(_ member: BuiltinMember) -> BuiltinMember {
        BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature
        ) { use in
            let evaluate = use.evaluate
            let characters = Checked(.array(.character)) { execution in
                .array(try evaluate(execution).asString.map(Value.character))
            }
            return try member.check(use.replacingBase(characters))
        }
    }
}
