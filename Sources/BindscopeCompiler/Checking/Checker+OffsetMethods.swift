import BindscopeLanguage
import BindscopeRuntime

// SwiftUI extends collections with `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`,
// which a List's `onDelete`/`onMove` hand an `IndexSet` (seed 003's `fruits.remove(atOffsets:
// offets)`). bindscope has neither the methods nor IndexSet: named as unsupported, rather than
// reported as a wrong label of `remove(at:)`.

extension Checker {
    /// The error for `array.remove(atOffsets:)` or `array.move(fromOffsets:toOffset:)`; nil otherwise.
    static func offsetMethodRefusal(_ type: SessionType, _ name: String, _ arguments: [Argument], at location: SourceLocation) -> Diagnostic? {
        var isCollection = false
        switch type {
        case .array, .binding(.array): isCollection = true
        default: break
        }
        guard isCollection, let label = arguments.first?.label,
            (name == "remove" && label == "atOffsets") || (name == "move" && label == "fromOffsets")
        else { return nil }
        let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
        return Diagnostic("'\(name)(\(labels))' (SwiftUI) is not supported in a session: it takes an 'IndexSet'", at: location)
    }
}
