import BindscopeLanguage
import BindscopeRuntime
import Foundation

/// A String's positions: `startIndex`, `endIndex`, moving an index, finding one, measuring
/// between two. Each is run on Swift's own String with the index rebuilt from its UTF-8
/// offset (`StringIndex`), so what counts as a character is Swift's.
extension BuiltinMembers {
    public static let stringIndices: [BuiltinMember] = [
        .property("startIndex", "String.Index") { use in
            let evaluate = use.evaluate
            return Checked(.stringIndex) { .stringIndex(try evaluate($0).textSlice.lower) }
        },
        .property("indices", "DefaultIndices<String>") { use in
            Checked(.view(.stringIndices, base: use.base.type, element: .stringIndex), evaluate: use.evaluate)
        },
        .property("endIndex", "String.Index") { use in
            let evaluate = use.evaluate
            return Checked(.stringIndex) { .stringIndex(try evaluate($0).textSlice.upper) }
        },
        indexMove("index(after:)") { text, index in
            index < text.endIndex ? text.index(after: index) : nil
        },
        indexMove("index(before:)") { text, index in
            index > text.startIndex ? text.index(before: index) : nil
        },
        .method("index(_:offsetBy:)", "(String.Index, Int) -> String.Index") { use in
            let start = try use.argument(0, as: .stringIndex), distance = try use.argument(1, as: .int)
            let evaluate = use.evaluate, location = use.location, receiver = use.base.type
            return Checked(.stringIndex) { execution in
                let slice = try evaluate(execution).textSlice, from = try start(execution).asStringIndex
                let n = try distance(execution).asInt
                guard let index = slice.index(at: from) else { throw RuntimeError.indexOutOfBounds(in: receiver).located(at: location) }
                if n == 0 { return .stringIndex(from) }
                let text = slice.text
                guard let moved = text.index(index, offsetBy: n, limitedBy: n < 0 ? text.startIndex : text.endIndex) else {
                    throw RuntimeError.stringIndexOutOfBounds.located(at: location)
                }
                return .stringIndex(slice.position(of: moved))
            }
        },
        .method("index(_:offsetBy:limitedBy:)", "(String.Index, Int, String.Index) -> String.Index?") { use in
            let start = try use.argument(0, as: .stringIndex), distance = try use.argument(1, as: .int)
            let limit = try use.argument(2, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location, receiver = use.base.type
            return Checked(.optional(.stringIndex)) { execution in
                let slice = try evaluate(execution).textSlice, from = try start(execution).asStringIndex
                let n = try distance(execution).asInt, bound = try limit(execution).asStringIndex
                guard let index = slice.index(at: from), let limitIndex = slice.index(at: bound) else {
                    throw RuntimeError.indexOutOfBounds(in: receiver).located(at: location)
                }
                // Swift gives back a limit passed on the way, or nil.
                guard n != 0 else { return .some(.stringIndex(from)) }
                return .optional(slice.text.index(index, offsetBy: n, limitedBy: limitIndex).map { .stringIndex(slice.position(of: $0)) })
            }
        },
        .method("distance(from:to:)", "(String.Index, String.Index) -> Int") { use in
            let start = try use.argument(0, as: .stringIndex), end = try use.argument(1, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location, receiver = use.base.type
            return Checked(.int) { execution in
                let slice = try evaluate(execution).textSlice
                guard let from = slice.index(at: try start(execution).asStringIndex),
                    let to = slice.index(at: try end(execution).asStringIndex)
                else { throw RuntimeError.indexOutOfBounds(in: receiver).located(at: location) }
                return .int(slice.text.distance(from: from, to: to))
            }
        },
        .method("firstIndex(of:)", "(Character) -> String.Index?") { use in
            let target = try use.argument(0, as: .character), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let slice = try evaluate(execution).textSlice, character = try target(execution).asCharacter
                return .optional(slice.text.firstIndex(of: character).map { .stringIndex(slice.foundForward($0)) })
            }
        },
        .method("firstIndex(where:)", "((Character) -> Bool) -> String.Index?", closure: true) { use in
            let predicate = try use.function(0, [.character], .bool), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let slice = try evaluate(execution).textSlice, test = try predicate(execution)
                let found = try slice.text.firstIndex { try test.invoke(execution, [.character($0)]).asBool }
                return .optional(found.map { .stringIndex(slice.foundForward($0)) })
            }
        },
        .method("lastIndex(of:)", "(Character) -> String.Index?") { use in
            let target = try use.argument(0, as: .character), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let slice = try evaluate(execution).textSlice, character = try target(execution).asCharacter
                return .optional(slice.text.lastIndex(of: character).map { .stringIndex(slice.position(of: $0)) })
            }
        },
        .method("lastIndex(where:)", "((Character) -> Bool) -> String.Index?", closure: true) { use in
            let predicate = try use.function(0, [.character], .bool), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let slice = try evaluate(execution).textSlice, test = try predicate(execution)
                let found = try slice.text.lastIndex { try test.invoke(execution, [.character($0)]).asBool }
                return .optional(found.map { .stringIndex(slice.position(of: $0)) })
            }
        },
        // Foundation's search: the bounds it finds print as `n[any]`, as Foundation makes them.
        .method("range(of:)", "(String) -> Range<String.Index>?") { use in
            let needle = try use.text(0), evaluate = use.evaluate
            return Checked(.optional(.range(.stringIndex, closed: false))) { execution in
                let slice = try evaluate(execution).textSlice
                guard let found = slice.text.range(of: try needle(execution)) else { return .none }
                return .some(slice.foundationRange(found))
            }
        },
        piece("prefix(upTo:)", .upTo),
        piece("prefix(through:)", .through),
        piece("suffix(from:)", .from),
    ]

    /// `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`: the Substring up to or from an
    /// index, as `s[..<i]`, `s[...i]`, `s[i...]`.
    private static func piece(_ selector: String, _ piece: TextPiece) -> BuiltinMember {
        .method(selector, "(String.Index) -> Substring") { use in
            let bound = try use.argument(0, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location, receiver = use.base.type
            return Checked(.substring) { execution in
                let slice = try evaluate(execution).textSlice, position = try bound(execution).asStringIndex
                do {
                    return .substring(try piece.cut(slice, at: position, receiver: receiver))
                } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
            }
        }
    }

    /// `index(after:)`, `index(before:)`: a step that traps past either end.
    private static func indexMove(
        _ selector: String, _ step: @escaping @Sendable (String, String.Index) -> String.Index?
    ) -> BuiltinMember {
        .method(selector, "(String.Index) -> String.Index") { use in
            let start = try use.argument(0, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location, receiver = use.base.type
            return Checked(.stringIndex) { execution in
                let slice = try evaluate(execution).textSlice
                guard let index = slice.index(at: try start(execution).asStringIndex), let moved = step(slice.text, index) else {
                    throw RuntimeError.indexOutOfBounds(in: receiver).located(at: location)
                }
                return .stringIndex(slice.position(of: moved))
            }
        }
    }
}

extension BuiltinMembers {
    /// A range of String indices (`s.range(of:)`, `i..<j`): its bounds, packed in the range
    /// value (see `StringIndex.packed`).
    public static let stringIndexRange = MemberTable("Range", [
        bound("lowerBound") { lower, _ in lower },
        bound("upperBound") { _, upper in upper },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { execution in
                guard case .range(let lower, let upper, let closed) = try evaluate(execution) else { preconditionFailure() }
                return .bool(!closed && lower >> 1 == upper >> 1)
            }
        },
        .method("contains(_:)", "(String.Index) -> Bool") { use in
            let index = try use.argument(0, as: .stringIndex), evaluate = use.evaluate
            return Checked(.bool) { execution in
                guard case .range(let lower, let upper, let closed) = try evaluate(execution) else { preconditionFailure() }
                let offset = try index(execution).asStringIndex.offset
                return .bool(offset >= lower >> 1 && (closed ? offset <= upper >> 1 : offset < upper >> 1))
            }
        },
    ])

    private static func bound(_ name: String, _ pick: @escaping @Sendable (Int, Int) -> Int) -> BuiltinMember {
        .property(name, "String.Index") { use in
            let evaluate = use.evaluate
            return Checked(.stringIndex) { execution in
                guard case .range(let lower, let upper, _) = try evaluate(execution) else { preconditionFailure() }
                return .stringIndex(StringIndex(packed: pick(lower, upper)))
            }
        }
    }
}
