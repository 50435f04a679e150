import BindscopeDependents
import BindscopeRuntime

/// `:dependents NAME`: the dependents that read a name, and for a binding into storage, what
/// a write through it reaches.
public struct ReadersAnswer: Equatable, Sendable {
    /// A dependent and the paths it reads of what was asked about.
    public struct Reader: Equatable, Sendable {
        public let dependent: DependentSummary
        public let paths: [String]
    }

    public let name: String
    /// In creation order.
    public let readers: [Reader]
    /// For a binding into storage: the dependents that read its path, above or below it (a
    /// State is reached as a whole, whatever it read). Nil for anything else.
    public let reachedThrough: [Reader]?
}

extension Session {
    /// `:dependents NAME`: NAME may be any session variable, not only a dependent.
    public func readers(of name: String) throws(InspectionError) -> ReadersAnswer {
        let graph = dependencies
        graph.refreshStale(in: execution)
        var boxes: [Box] = []
        var target: (box: Box, path: [TrackStep])?
        let subject = graph.dependent(named: name)
        switch subject?.kind {
        case .state(let backing)?:
            boxes = [backing]
            if case .state(let storage) = backing.value { boxes.append(storage) }
        case .binding(let holder)?:
            boxes = [holder]
            if case .binding(let binding) = holder.value, case .storage(let box) = binding.source {
                target = (box, trackSteps(binding.steps))
            }
        case .watch(let cache, _)?:
            boxes = [cache]
        case .followed(let holder, _, _)?:
            // The variable, and the object it holds: an alias's reads reach it there.
            boxes = [holder]
            if case .object(let storage) = holder.value { boxes.append(storage) }
        case nil:
            guard let box = sessionVariableBox(named: name) else {
                throw .suggesting("cannot find '\(name)' in scope", for: name, among: checker.sessionScope.visibleNames)
            }
            boxes = [box]
        }
        var readers: [ReadersAnswer.Reader] = []
        var reached: [ReadersAnswer.Reader] = []
        for reader in graph.dependents where reader !== subject {
            let direct = reader.registrations.filter { registration in boxes.contains { $0 === registration.box } }
                .compactMap(graph.displayPath)
            if !direct.isEmpty { readers.append(.init(dependent: reader.summary, paths: direct)) }
            guard let target else { continue }
            let through = reader.registrations.filter { registration in
                guard registration.box === target.box else { return false }
                // Related to the binding's path: one is a prefix of the other.
                let shorter = min(registration.path.count, target.path.count)
                return registration.path.prefix(shorter) == target.path.prefix(shorter)
            }.compactMap(graph.displayPath)
            if !through.isEmpty { reached.append(.init(dependent: reader.summary, paths: through)) }
        }
        return ReadersAnswer(name: name, readers: readers, reachedThrough: target == nil ? nil : reached)
    }
}

extension Session {
    /// The box of the session variable `name` stands for now (`_x` for a wrapper's storage);
    /// nil for a function, a wrapped or projected name, or no name.
    fileprivate func sessionVariableBox(named name: String) -> Box? {
        guard case .variable(let variable)? = checker.sessionScope.lookup(name) else { return nil }
        if let global = variable.globalBox { return global }
        guard variable.owner === checker.sessionFunction, variable.slot < execution.frame.locals.count else { return nil }
        return execution.frame.locals[variable.slot]
    }
}
