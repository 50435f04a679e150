import BindscopeDependents
import BindscopeRuntime
import BindscopeViews

/// `:why NAME`: which statement last changed a dependent, and what reached it.
public struct WhyAnswer: Equatable, Sendable {
    /// What reached the dependent in that statement.
    public enum Cause: Equatable, Sendable {
        /// A write to this path (`person.address.street`): of several written below what the
        /// dependent reads, the first whose value changed.
        case write(path: String)
        /// A watch the dependent reads, whose value changed.
        case watch(name: String)
    }

    public enum Change: Equatable, Sendable {
        /// Not changed since it was declared, by this statement.
        case never(declaredBy: StatementReference)
        case last(StatementReference, Cause)
        /// A mounted view (`:why CounterView`): its body's last run.
        case bodyRan(ViewRunAnswer)
    }

    public let name: String
    public let change: Change
}

/// A statement of the session by where it is and its first line, for people.
public struct StatementReference: Equatable, Sendable {
    public let fileName: String
    public let line: Int
    public let text: String
    /// `FILE:LINE: TEXT`, as `:why` shows it.
    public let description: String
}

extension StatementSource {
    var reference: StatementReference {
        StatementReference(
            fileName: source.fileName, line: line, text: source.line(line), description: description)
    }
}

extension Dependent.Trigger {
    var cause: WhyAnswer.Cause {
        switch self {
        case .write(let root, _, let path, let below):
            .write(path: renderPath(root: root.description, path + (below?.firstWrittenPath() ?? [])))
        case .watch(let name):
            .watch(name: name)
        }
    }
}

extension Session {
    /// `:why NAME`: a dependent, or a mounted view by its type or its place.
    public func why(_ name: String) throws(InspectionError) -> WhyAnswer {
        guard let dependent = dependencies.dependent(named: name) else {
            if let run = try whyView(name) { return WhyAnswer(name: name, change: .bodyRan(run)) }
            // Views are named only while one is mounted, so the message stays as it was without.
            let views = viewHosts.commandBodyViews.flatMap { [$0.typeName, $0.place] }
            guard !views.isEmpty else { throw unknownDependent(name, watchesOnly: false) }
            throw .suggesting(
                "no State, binding, watch or mounted view named '\(name)'", for: name,
                among: dependencies.dependents.map(\.name) + views)
        }
        guard let cause = dependent.lastChange else {
            return WhyAnswer(name: name, change: .never(declaredBy: dependent.declaration.reference))
        }
        return WhyAnswer(name: name, change: .last(cause.statement.reference, cause.trigger.cause))
    }
}
