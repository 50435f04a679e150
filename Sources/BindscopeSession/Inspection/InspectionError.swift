import BindscopeCompiler
import BindscopeDependents
import BindscopeRuntime

/// Why an inspection query (`:deps`, `:dependents`, `:why`, `:states`, `:graph`) has no answer:
/// an unknown name, with the nearest known one. The command turns it into a diagnostic at the
/// argument, rendered with every other error.
public struct InspectionError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `message` about `name`, with the nearest of `candidates` when one is near:
    /// `no State, binding or watch named 'totl'; did you mean 'total'?`
    static func suggesting(_ message: String, for name: String, among candidates: [String]) -> InspectionError {
        var message = message
        if let suggestion = Suggestions.nearest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return InspectionError(message)
    }
}

/// What kind of dependent an answer is about, as `:deps` and reports name it.
public enum DependentKind: Equatable, Sendable {
    case state
    case binding
    case watch
    /// A session variable followed as it prints: `object`, or a wrapper's attribute (`XState`).
    case followed(label: String)

    public var description: String {
        switch self {
        case .state: "State"
        case .binding: "binding"
        case .watch: "watch"
        case .followed(let label): label
        }
    }
}

/// A dependent by name and kind: `street (binding)`.
public struct DependentSummary: Equatable, Sendable {
    public let name: String
    public let kind: DependentKind
}

extension Dependent {
    var summary: DependentSummary {
        let kind: DependentKind =
            switch self.kind {
            case .state: .state
            case .binding: .binding
            case .watch: .watch
            case .followed(_, _, let label): .followed(label: label)
            }
        return DependentSummary(name: name, kind: kind)
    }
}
