import BindscopeViews
import StateBindingUI

/// `:why VIEW`: the last run of a mounted view's body, which statement made it, and what
/// made it run: its first mount, its parent making it with other inputs, or writes to what
/// it read.
public struct ViewRunAnswer: Equatable, Sendable {
    public enum Cause: Equatable, Sendable {
        /// Its identity appeared: `@identity`.
        case firstMount
        /// Its parent's body ran and made it with inputs that differ: `@self`.
        case inputsDiffered(parent: String)
        /// A write to what it read (or watches): the name the update report gives it
        /// (`count`, `Model.count`) and, when a mounted view owns the state, the state by
        /// that view's place (`CounterView/_count`).
        case write(name: String?, state: String?)
    }

    public let typeName: String
    public let place: String
    /// In `_printChanges`' words: `@self`, `@identity`, `_count`, `@dependencies`.
    public let reasons: [String]
    /// `CounterView: _count changed.`, as the update report said it.
    public let changesText: String
    /// The statement whose mount or action ran it; nil when the session kept none.
    public let statement: StatementReference?
    /// In order: the first mount, the parent, then the writes as heard. Empty when only
    /// the reasons tell (an environment value put above it changed).
    public let causes: [Cause]
}

extension Session {
    /// The last run of the mounted view `name` names; nil when it names none. Several views
    /// of one type are an error listing their places, as several controls of one title are.
    func whyView(_ name: String) throws(InspectionError) -> ViewRunAnswer? {
        let runs = viewHosts.commandLastRuns(named: name)
        guard let run = runs.first else { return nil }
        guard runs.count == 1 else {
            let places = runs.map { "  " + $0.run.place }.joined(separator: "\n")
            throw InspectionError("\(runs.count) mounted views are of type \(name); name one by its place:\n\(places)")
        }
        var causes: [ViewRunAnswer.Cause] = []
        if run.isFirstMount { causes.append(.firstMount) }
        if let parent = run.parent { causes.append(.inputsDiffered(parent: parent)) }
        for write in run.writes {
            let cause = ViewRunAnswer.Cause.write(name: write.name, state: write.owner)
            if !causes.contains(cause) { causes.append(cause) }
        }
        let key = viewHosts.commandHost.map { ViewReport.UpdateKey(host: $0, update: run.update) }
        return ViewRunAnswer(
            typeName: run.run.view, place: run.run.place, reasons: run.run.reasons, changesText: run.run.changesText,
            statement: key.flatMap { viewUpdateStatements[$0] }, causes: causes)
    }
}
