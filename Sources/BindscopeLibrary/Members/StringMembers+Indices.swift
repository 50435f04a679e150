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
            return Checked(.stringIndex) { execution in
                _ = try evaluate(execution)
                return .stringIndex(StringIndex(offset: 0, isEncodingIndependent: true))
            }
        },
        .property("indices", "DefaultIndices<String>") { use in
            Checked(.view(.stringIndices, base: .string, element: .stringIndex), evaluate: use.evaluate)
        },
        .property("endIndex", "String.Index") { use in
            let evaluate = use.evaluate
            return Checked(.stringIndex) { .stringIndex(StringIndex(offset: try evaluate($0).asString.utf8.count)) }
        },
        indexMove("index(after:)") { text, index in
            index < text.endIndex ? text.index(after: index) : nil
        },
        indexMove("index(before:)") { text, index in
            index > text.startIndex ? text.index(before: index) : nil
        },
        .method("index(_:offsetBy:)", "(String.Index, Int) -> String.Index") { use in
            let start = try use.argument(0, as: .stringIndex), distance = try use.argument(1, as: .int)
            let evaluate = use.evaluate, location = use.location
            return Checked(.stringIndex) { execution in
                let text = try evaluate(execution).asString, from = try start(execution).asStringIndex
                let n = try distance(execution).asInt
                guard let moved = text.index(from, offsetBy: n, limit: n < 0 ? text.startIndex : text.endIndex) else {
                    throw RuntimeError.stringIndexOutOfBounds.located(at: location)
                }
                return .stringIndex(moved)
            }
        },
        .method("index(_:offsetBy:limitedBy:)", "(String.Index, Int, String.Index) -> String.Index?") { use in
            let start = try use.argument(0, as: .stringIndex), distance = try use.argument(1, as: .int)
            let limit = try use.argument(2, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location
            return Checked(.optional(.stringIndex)) { execution in
                let text = try evaluate(execution).asString, from = try start(execution).asStringIndex
                let n = try distance(execution).asInt, bound = try limit(execution).asStringIndex
                guard let index = text.index(at: from), let limitIndex = text.index(at: bound) else {
                    throw RuntimeError.stringIndexOutOfBounds.located(at: location)
                }
                // Swift gives back a limit passed on the way, or nil.
                guard n != 0 else { return .some(.stringIndex(from)) }
                return .optional(text.index(index, offsetBy: n, limitedBy: limitIndex).map { .stringIndex(text.position(of: $0)) })
            }
        },
        .method("distance(from:to:)", "(String.Index, String.Index) -> Int") { use in
            let start = try use.argument(0, as: .stringIndex), end = try use.argument(1, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location
            return Checked(.int) { execution in
                let text = try evaluate(execution).asString
                guard let from = text.index(at: try start(execution).asStringIndex),
                    let to = text.index(at: try end(execution).asStringIndex)
                else { throw RuntimeError.stringIndexOutOfBounds.located(at: location) }
                return .int(text.distance(from: from, to: to))
            }
        },
        .method("firstIndex(of:)", "(Character) -> String.Index?") { use in
            let target = try use.argument(0, as: .character), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let text = try evaluate(execution).asString, character = try target(execution).asCharacter
                return .optional(text.firstIndex(of: character).map { .stringIndex(text.foundForward($0)) })
            }
        },
        .method("firstIndex(where:)", "((Character) -> Bool) -> String.Index?", closure: true) { use in
            let predicate = try use.function(0, [.character], .bool), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let text = try evaluate(execution).asString, test = try predicate(execution)
                let found = try text.firstIndex { try test.invoke(execution, [.character($0)]).asBool }
                return .optional(found.map { .stringIndex(text.foundForward($0)) })
            }
        },
        .method("lastIndex(of:)", "(Character) -> String.Index?") { use in
            let target = try use.argument(0, as: .character), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let text = try evaluate(execution).asString, character = try target(execution).asCharacter
                return .optional(text.lastIndex(of: character).map { .stringIndex(text.position(of: $0)) })
            }
        },
        .method("lastIndex(where:)", "((Character) -> Bool) -> String.Index?", closure: true) { use in
            let predicate = try use.function(0, [.character], .bool), evaluate = use.evaluate
            return Checked(.optional(.stringIndex)) { execution in
                let text = try evaluate(execution).asString, test = try predicate(execution)
                let found = try text.lastIndex { try test.invoke(execution, [.character($0)]).asBool }
                return .optional(found.map { .stringIndex(text.position(of: $0)) })
            }
        },
        // Foundation's search: the bounds it finds print as `n[any]`, as Foundation makes them.
        .method("range(of:)", "(String) -> Range<String.Index>?") { use in
            let needle = try use.text(0), evaluate = use.evaluate
            return Checked(.optional(.range(.stringIndex, closed: false))) { execution in
                let text = try evaluate(execution).asString
                guard let found = text.range(of: try needle(execution)) else { return .none }
                let lower = StringIndex(offset: text.position(of: found.lowerBound).offset, isEncodingIndependent: true)
                let upper = StringIndex(offset: text.position(of: found.upperBound).offset, isEncodingIndependent: true)
                return .some(.range(lower: lower.packed, upper: upper.packed, closed: false))
            }
        },
        piece("prefix(upTo:)") { text, index in index <= text.endIndex ? text[..<index] : nil },
        piece("prefix(through:)") { text, index in index < text.endIndex ? text[...index] : nil },
        piece("suffix(from:)") { text, index in index <= text.endIndex ? text[index...] : nil },
    ]

    /// `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`: the Substring up to or from an
    /// index; nil where Swift traps.
    private static func piece(
        _ selector: String, _ take: @escaping @Sendable (String, String.Index) -> Substring?
    ) -> BuiltinMember {
        .method(selector, "(String.Index) -> Substring") { use in
            let bound = try use.argument(0, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location
            return Checked(.substring) { execution in
                let text = try evaluate(execution).asString
                guard let index = text.index(at: try bound(execution).asStringIndex), let piece = take(text, index) else {
                    throw RuntimeError.stringIndexOutOfBounds.located(at: location)
                }
                return .string(String(piece))
            }
        }
    }

    /// `index(after:)`, `index(before:)`: a step that traps past either end.
    private static func indexMove(
        _ selector: String, _ step: @escaping @Sendable (String, String.Index) -> String.Index?
    ) -> BuiltinMember {
        .method(selector, "(String.Index) -> String.Index") { use in
            let start = try use.argument(0, as: .stringIndex)
            let evaluate = use.evaluate, location = use.location
            return Checked(.stringIndex) { execution in
                let text = try evaluate(execution).asString
                guard let index = text.index(at: try start(execution).asStringIndex), let moved = step(text, index) else {
                    throw RuntimeError.stringIndexOutOfBounds.located(at: location)
                }
                return .stringIndex(text.position(of: moved))
            }
        }
    }
}

extension String {
    /// Swift's index at `position`'s UTF-8 offset, nil when it lies outside the string.
    public func index(at position: StringIndex) -> String.Index? {
        guard (0...utf8.count).contains(position.offset) else { return nil }
        return utf8.index(utf8.startIndex, offsetBy: position.offset)
    }

    /// The position of an index Swift computed (printed `n[utf8]`).
    public func position(of index: String.Index) -> StringIndex {
        StringIndex(offset: utf8.distance(from: utf8.startIndex, to: index))
    }

    /// A position found by walking forward from `startIndex`: the start itself is still the
    /// untouched `startIndex` (`0[any]`).
    public func foundForward(_ index: String.Index) -> StringIndex {
        index == startIndex ? StringIndex(offset: 0, isEncodingIndependent: true) : position(of: index)
    }

    /// `index(_:offsetBy:)`: nil where Swift traps (moving past `limit`, either end).
    public func index(_ position: StringIndex, offsetBy distance: Int, limit: String.Index) -> StringIndex? {
        guard let start = index(at: position) else { return nil }
        if distance == 0 { return position }
        return index(start, offsetBy: distance, limitedBy: limit).map(self.position(of:))
    }
}

extension RuntimeError {
    public static var stringIndexOutOfBounds: RuntimeError { .fatal("String index is out of bounds") }
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
