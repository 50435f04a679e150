import PropertyBased

/// The types of `DependentScenario.typeDeclarations` as the generator sees them, and the
/// paths and values it can write for each.
enum ModelType: Sendable, Equatable {
    case int, optionalInt, string, point, item, items, ints, scores, model
    /// What `Binding<AnyHashable>(intBinding)` holds.
    case hashable

    var swiftName: String {
        switch self {
        case .int: "Int"
        case .optionalInt: "Int?"
        case .string: "String"
        case .point: "Point"
        case .item: "Item"
        case .items: "[Item]"
        case .ints: "[Int]"
        case .scores: "[String: Int]"
        case .model: "Model"
        case .hashable: "AnyHashable"
        }
    }

    /// The element type of an array type.
    var element: ModelType? {
        switch self {
        case .items: .item
        case .ints: .int
        default: nil
        }
    }
}

/// A path below some value (`.items[1].point.x`), with the type it leads to.
struct ModelPath {
    var text: String
    var type: ModelType
    /// The path's only subscript into an array, if any: at most one, so a broken binding to
    /// it can only be `index K out of range` for this K (or `unwrapped nil`).
    var index: Int?

    /// Every path in a value of `type`, the empty one first; `index` for every array subscript.
    static func all(in type: ModelType, index: Int) -> [ModelPath] {
        let here = ModelPath(text: "", type: type, index: nil)
        func below(_ prefix: String, _ type: ModelType, index subscripted: Int? = nil) -> [ModelPath] {
            all(in: type, index: index).map {
                ModelPath(text: prefix + $0.text, type: $0.type, index: subscripted ?? $0.index)
            }
        }
        switch type {
        case .point:
            return [here] + below(".x", .int) + below(".y", .int)
        case .item:
            return [here] + below(".id", .int) + below(".point", .point) + below(".note", .optionalInt)
        case .items:
            return [here] + below("[\(index)]", .item, index: index)
        case .ints:
            return [here] + below("[\(index)]", .int, index: index)
        case .scores:
            // A dictionary entry is an optional, never out of range.
            return [here] + below(#"["a"]"#, .optionalInt) + below(#"["b"]"#, .optionalInt)
        case .model:
            return [here] + below(".title", .string) + below(".point", .point) + below(".items", .items)
                + below(".best", .optionalInt) + below(".scores", .scores)
        case .int, .optionalInt, .string, .hashable:
            return [here]
        }
    }
}

/// Random draws over small ranges, so equal writes (the current value again) are common.
struct Dice {
    var rng: any SeededRandomNumberGenerator

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }
    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    /// A literal of `type`.
    mutating func value(_ type: ModelType) -> String {
        switch type {
        case .int: return "\(int(0...3))"
        case .optionalInt: return chance(0.3) ? "nil" : value(.int)
        case .hashable: return "AnyHashable(\(value(.int)))"
        case .string: return pick([#""""#, #""a""#, #""b""#])
        case .point: return "Point(x: \(value(.int)), y: \(value(.int)))"
        case .item: return "Item(id: \(value(.int)), point: \(value(.point)), note: \(value(.optionalInt)))"
        case .items, .ints:
            // Rarely empty, so that most subscripts (0...2) are in range.
            let elements = (0..<(chance(0.15) ? 0 : int(1...3))).map { _ in value(type.element!) }
            return "[" + elements.joined(separator: ", ") + "]"
        case .scores:
            let entries = ["a", "b"].filter { _ in chance(0.5) }.map { #""\#($0)": \#(value(.int))"# }
            return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
        case .model:
            return "Model(title: \(value(.string)), point: \(value(.point)), items: \(value(.items)), "
                + "best: \(value(.optionalInt)), scores: \(value(.scores)))"
        }
    }
}
