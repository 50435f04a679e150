import BindscopeDependents
import BindscopeRuntime

/// `:deps NAME`: what a State, binding or watch read on its last evaluation, as paths.
public struct ReadsAnswer: Equatable, Sendable {
    public enum Reads: Equatable, Sendable {
        /// A State: its storage is its own, not something it depends on.
        case ownStorage
        /// The paths it read (`person.address.street`), in the order it read them; none when
        /// it read nothing that can change.
        case paths([String])
    }

    public let subject: DependentSummary
    public let reads: Reads
}

extension Session {
    /// `:deps NAME`.
    public func reads(of name: String) throws(InspectionError) -> ReadsAnswer {
        // What dependents read may be out of date after quiet runs; the answer must not be.
        dependencies.refreshStale(in: execution)
        guard let dependent = dependencies.dependent(named: name) else {
            throw unknownDependent(name, watchesOnly: false)
        }
        if case .state = dependent.kind { return ReadsAnswer(subject: dependent.summary, reads: .ownStorage) }
        // A binding's own variable is where it is, not what it depends on: leave it out.
        let own: Box? =
            switch dependent.kind {
            case .binding(let holder), .followed(let holder, _, _): holder
            default: nil
            }
        let paths = dependent.registrations.filter { $0.box !== own }.compactMap(dependencies.displayPath)
        return ReadsAnswer(subject: dependent.summary, reads: .paths(paths))
    }

    /// No dependent (or no watch) of that name, suggesting the nearest.
    func unknownDependent(_ name: String, watchesOnly: Bool) -> InspectionError {
        .suggesting(
            "\(watchesOnly ? "no watch" : "no State, binding or watch") named '\(name)'", for: name,
            among: dependencies.dependents.filter { !watchesOnly || $0.isWatch }.map(\.name))
    }
}
