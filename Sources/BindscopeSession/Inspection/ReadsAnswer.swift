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
        var paths: [String] = []
        var previous: Dependent.Registration?
        for registration in dependent.registrations where registration.box !== own {
            defer { previous = registration }
            if let previous, let last = paths.last,
                let entered = Session.objectEntry(of: previous, reaching: registration.box)
            {
                if entered == previous.path.count {
                    // A path that enters an object goes on in the object's own box: one path,
                    // `h.inner.value`, not `h.inner` and the object's `value`.
                    paths[paths.count - 1] = renderPath(root: last, registration.path)
                    continue
                }
                // The same field read both through the State and in the object: said once.
                if Array(previous.path[entered...]) == registration.path { continue }
            }
            if let path = dependencies.displayPath(registration) { paths.append(path) }
        }
        return ReadsAnswer(subject: dependent.summary, reads: .paths(paths))
    }

    /// How many steps of `registration`'s path, read now, lead to the object whose storage is
    /// `object` (0 when its box holds it); nil when they never do.
    static func objectEntry(of registration: Dependent.Registration, reaching object: Box) -> Int? {
        var current = registration.box.value
        for (index, step) in registration.path.enumerated() {
            while case .some(let wrapped) = current { current = wrapped }
            if case .object(let box) = current {
                if box === object { return index }
                current = box.value
            }
            switch (step, current) {
            case (.field(let field, _), .structure(let structure)) where structure.fields.indices.contains(field):
                current = structure.fields[field]
            case (.element(let element), .array(let elements)) where elements.indices.contains(element):
                current = elements[element]
            case (.key(let key), .dictionary(let dictionary)):
                guard let entry = dictionary[key] else { return nil }
                current = entry
            default:
                return nil
            }
        }
        while case .some(let wrapped) = current { current = wrapped }
        if case .object(let box) = current, box === object { return registration.path.count }
        return nil
    }

    /// No dependent (or no watch) of that name, suggesting the nearest.
    func unknownDependent(_ name: String, watchesOnly: Bool) -> InspectionError {
        .suggesting(
            "\(watchesOnly ? "no watch" : "no State, binding or watch") named '\(name)'", for: name,
            among: dependencies.dependents.filter { !watchesOnly || $0.isWatch }.map(\.name))
    }
}
