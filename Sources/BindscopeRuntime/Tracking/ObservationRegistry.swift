/// Swift's Observation for the session's `@Observable` classes: what `withObservationTracking`
/// registered, per object and property, and the accesses the running `apply` closures made.
///
/// As in Observation: reading a tracked property inside `apply` is an access; after `apply`
/// returns, its `onChange` is installed on every property accessed (nested calls' accesses
/// count for the enclosing ones too). The first write to any of them, before the value
/// changes, cancels the whole registration and then runs `onChange`, once. A plain assignment
/// of an equal value (`Equatable`) or the same object (a class) notifies no one; an in-place
/// change (`m.count += 0`, `m.point.x = 1`, `m.items.append(x)`) always does, as the
/// macro's `set` and `_modify` accessors do.
///
/// Several registrations on one property run in the order they were made (Observation keeps
/// them in a set: its order is unspecified and varies between runs).
public final class ObservationRegistry {
    public struct Key: Hashable {
        public let object: ObjectIdentifier
        public let field: Int

        public init(object: ObjectIdentifier, field: Int) {
            self.object = object
            self.field = field
        }
    }

    /// One accessed property: the object's storage is kept while a registration on it lives.
    public struct Access {
        public let box: Box
        public let field: Int
        public var key: Key { Key(object: ObjectIdentifier(box), field: field) }

        public init(box: Box, field: Int) {
            self.box = box
            self.field = field
        }
    }

    /// One `withObservationTracking` call's installed `onChange`.
    public final class Tracking {
        public let onChange: FunctionValue
        public let accesses: [Access]
        public var isCancelled = false

        public init(onChange: FunctionValue, accesses: [Access]) {
            self.onChange = onChange
            self.accesses = accesses
        }
    }

    /// Accesses of the `apply` closures running now, innermost last.
    public private(set) var accessLists: [[Access]] = []
    private var trackings: [Key: [Tracking]] = [:]

    public var isCollecting: Bool { !accessLists.isEmpty }

    public func access(_ box: Box, _ field: Int) {
        accessLists[accessLists.count - 1].append(Access(box: box, field: field))
    }

    /// `withObservationTracking(apply, onChange:)`.
    public func track(_ apply: () throws -> Value, onChange: () throws -> FunctionValue) throws -> Value {
        accessLists.append([])
        let result: Value
        do {
            result = try apply()
        } catch {
            accessLists.removeLast()
            throw error
        }
        let accesses = accessLists.removeLast()
        if !accessLists.isEmpty { accessLists[accessLists.count - 1].append(contentsOf: accesses) }
        var seen = Set<Key>()
        let unique = accesses.filter { seen.insert($0.key).inserted }
        guard !unique.isEmpty else { return result }
        let tracking = Tracking(onChange: try onChange(), accesses: unique)
        for access in unique { trackings[access.key, default: []].append(tracking) }
        return result
    }

    /// Before `field` of the object in `box` changes: each registration on it is cancelled
    /// and its `onChange` runs. Registrations made by those `onChange`s wait for the next write.
    public func willSet(_ box: Box, _ field: Int, in execution: Execution) throws {
        guard let registered = trackings[Key(object: ObjectIdentifier(box), field: field)] else { return }
        for tracking in registered where !tracking.isCancelled {
            cancel(tracking)
            _ = try tracking.onChange.invoke(execution, [])
        }
    }

    private func cancel(_ tracking: Tracking) {
        tracking.isCancelled = true
        for access in tracking.accesses {
            let key = access.key
            trackings[key]?.removeAll { $0 === tracking }
            if trackings[key]?.isEmpty == true { trackings[key] = nil }
        }
    }
}

extension Execution {
    /// A read of an `@Observable` object's tracked property.
    @inlinable @inline(__always)
    public func observationAccess(_ box: Box, _ field: Int) {
        if let observationRegistry, observationRegistry.isCollecting { observationRegistry.access(box, field) }
    }

    /// A write to an `@Observable` object's tracked property, before it happens.
    @inlinable @inline(__always)
    public func observationWillSet(_ box: Box, _ field: Int) throws {
        if let observationRegistry { try observationRegistry.willSet(box, field, in: self) }
    }

    public func withObservationTracking(_ apply: FunctionValue, onChange: () throws -> FunctionValue) throws -> Value {
        let registry = observationRegistry ?? ObservationRegistry()
        observationRegistry = registry
        return try registry.track({ try apply.invoke(self, []) }, onChange: onChange)
    }
}
