import StateBinding

// Reading and writing through a list of steps.
//
// Writes happen in place: each level moves its aggregate out of `self` (leaving `.void`), so
// the array or struct storage underneath stays uniquely referenced, mutates the part, and
// moves it back. A write at depth d therefore costs O(d) and copies nothing it doesn't change.

extension Value {
    /// The value at the end of `steps`, or nil when an optional-chaining step met nil.
    public func read(_ steps: ArraySlice<PathStep>, in execution: Execution) throws -> Value? {
        var current = self
        for step in steps {
            guard let next = try current.read(step, in: execution) else { return nil }
            current = next
        }
        return current
    }

    public func read(_ step: PathStep, in execution: Execution) throws -> Value? {
        switch (step, self) {
        case (.field(let index, _), .structure(let value)):
            return value.fields[index]
        case (.tupleElement(let index, _), .tuple(let elements)):
            return elements[index]
        case (.field(let index, _), .object(let box)):
            // A key path into a class instance (`object[keyPath: \Model.count]`): the step
            // restarts at the object's storage, as `object.count` does.
            execution.recorder?.record(box, step)
            return try ObjectFields.readField(box, index, of: objectType, in: execution)
        case (.computed(let type, let index, _), _):
            return try execution.computedProperty(type, index, of: self)
        case (.accessor(let type, let name), _):
            return try readAccessor(type, name, in: execution)
        case (.element(let index), .array(let elements)):
            guard elements.indices.contains(index) else { throw RuntimeError.indexOutOfRange }
            return elements[index]
        case (.key(let key, let declared), .dictionary(let dictionary)):
            return .optional(dictionary[try dictionary.storedKey(for: key, by: declared, in: execution)])
        case (.keyWithDefault(let key, let fallback, let declared), .dictionary(let dictionary)):
            return dictionary[try dictionary.storedKey(for: key, by: declared, in: execution)] ?? fallback
        case (.forceUnwrap, .some(let wrapped)):
            return wrapped
        case (.forceUnwrap, .none):
            throw RuntimeError.unwrappedNil
        case (.bindOptional, .some(let wrapped)):
            return wrapped
        case (.bindOptional, .none):
            return nil
        case (.wrapOptional, _):
            return Value.some(self)
        case (.eraseToAnyHashable(let type), _):
            return .anyHashable(self, type)
        case (.rawValue, .enumeration(let type, let index)):
            return type.cases[index].rawValue ?? .void
        case (.transactionField(let name), .transaction(let transaction)):
            return transaction.field(name)
        default:
            preconditionFailure("step \(step) does not apply to \(self)")
        }
    }

    /// Mutates the value at the end of `steps` in place. Returns false when an
    /// optional-chaining step met nil, so nothing was written.
    @discardableResult
    public mutating func modify(
        _ steps: ArraySlice<PathStep>, in execution: Execution,
        _ body: (inout Value) throws -> Void
    ) throws -> Bool {
        guard let step = steps.first else {
            try body(&self)
            return true
        }
        let rest = steps.dropFirst()
        // Switch on the step alone: a `switch (step, self)` would hold a second reference to
        // the aggregate for the whole switch and force a copy of it.
        switch step {
        case .field(let index, _):
            if case .object = self { return try Value.modifyObject(self, steps, in: execution, body) }
            guard case .structure = self else { throw mismatch(step) }
            // In place where the payload's address is known (`Value+InPlace.swift`): moving the
            // struct out and back costs a retain and a release of each reference in it.
            if ValueLayout.isVerified {
                return try withUnsafeMutablePointer(to: &self) { pointer in
                    try pointer.fields.pointee[index].modify(rest, in: execution, body)
                }
            }
            guard case .structure(var value) = self else { throw mismatch(step) }
            self = .void
            defer { self = .structure(value) }
            return try value.fields[index].modify(rest, in: execution, body)
        case .tupleElement(let index, _):
            guard case .tuple(var elements) = self else { throw mismatch(step) }
            self = .void
            defer { self = .tuple(elements) }
            return try elements[index].modify(rest, in: execution, body)
        case .element(let index):
            if ValueLayout.isVerified {
                guard case .array = self else { throw mismatch(step) }
                return try withUnsafeMutablePointer(to: &self) { pointer in
                    guard pointer.elements.pointee.indices.contains(index) else { throw RuntimeError.indexOutOfRange }
                    return try pointer.elements.pointee[index].modify(rest, in: execution, body)
                }
            }
            guard case .array(var elements) = self else { throw mismatch(step) }
            guard elements.indices.contains(index) else { throw RuntimeError.indexOutOfRange }
            self = .void
            defer { self = .array(elements) }
            return try elements[index].modify(rest, in: execution, body)
        case .key(let key, let declared):
            guard case .dictionary(var dictionary) = self else { throw mismatch(step) }
            let key = try dictionary.storedKey(for: key, by: declared, in: execution)
            self = .void
            defer { self = .dictionary(dictionary) }
            return try dictionary.modifyEntry(key, rest, in: execution, body)
        case .keyWithDefault(let key, let fallback, let declared):
            guard case .dictionary(var dictionary) = self else { throw mismatch(step) }
            let key = try dictionary.storedKey(for: key, by: declared, in: execution)
            self = .void
            defer { self = .dictionary(dictionary) }
            if let position = dictionary.position(of: key) {
                return try dictionary.modifyValue(at: position) {
                    try $0.modify(rest, in: execution, body)
                }
            }
            var entry = fallback
            let written = try entry.modify(rest, in: execution, body)
            dictionary[key] = entry
            return written
        case .forceUnwrap, .bindOptional:
            guard case .some(var wrapped) = self else {
                if step == .forceUnwrap { throw RuntimeError.unwrappedNil }
                return false
            }
            self = .void
            defer { self = .some(wrapped) }
            return try wrapped.modify(rest, in: execution, body)
        case .wrapOptional:
            var wrapped = Value.some(self)
            let written = try wrapped.modify(rest, in: execution, body)
            // Writing nil through `Binding<V?>(base)` is ignored, as in SwiftUI.
            if case .some(let newValue) = wrapped { self = newValue }
            return written
        case .eraseToAnyHashable(let type):
            var erased = Value.anyHashable(self, type)
            let written = try erased.modify(rest, in: execution, body)
            guard case .anyHashable(let base, let baseType) = erased, baseType == type else {
                throw RuntimeError.failedCast(from: erased.dynamicType, to: type)
            }
            self = base
            return written
        case .transactionField(let name):
            guard case .transaction(var transaction) = self else { throw mismatch(step) }
            var field = transaction.field(name)
            let written = try field.modify(rest, in: execution, body)
            transaction.setField(name, field)
            self = .transaction(transaction)
            return written
        case .accessor(let type, let name):
            if case .object = self { return try Value.modifyObject(self, steps, in: execution, body) }
            let oldValue = try readAccessor(type, name, in: execution)
            var newValue = oldValue
            guard try newValue.modify(rest, in: execution, body) else { return false }
            try writeAccessor(type, name, newValue, oldValue: oldValue, in: execution)
            return true
        case .computed, .rawValue:
            preconditionFailure("the checker never writes through \(step)")
        }
    }

    /// A write through a value that is not there yet: storage declared without a value whose
    /// initializing statement trapped (and was rolled back) is still empty. Swift's definite
    /// initialization rules this out; here it is a trap. Any other mismatch is a checker bug.
    private func mismatch(_ step: PathStep) -> RuntimeError {
        if case .void = self { return .fatal("value used before being initialized") }
        preconditionFailure("step \(step) does not apply to \(self)")
    }
}

extension DictionaryValue {
    /// Writes through `dictionary[key]` seen as an optional, keeping an existing entry's
    /// storage in place when the next step unwraps it.
    fileprivate mutating func modifyEntry(
        _ key: Value, _ rest: ArraySlice<PathStep>, in execution: Execution,
        _ body: (inout Value) throws -> Void
    ) throws -> Bool {
        if let next = rest.first, next == .forceUnwrap || next == .bindOptional {
            guard let position = position(of: key) else {
                if next == .forceUnwrap { throw RuntimeError.unwrappedNil }
                return false
            }
            return try modifyValue(at: position) {
                try $0.modify(rest.dropFirst(), in: execution, body)
            }
        }
        var entry = Value.optional(self[key])
        let written = try entry.modify(rest, in: execution, body)
        self[key] = entry.optionalPayload
        return written
    }
}

extension Transaction {
    /// Whether it carries anything (an animation, or either flag): a binding's write runs in
    /// its own transaction only then, else in whatever transaction is in effect.
    ///
    /// Twin: StateBinding's `Transaction.isEmpty`, negated. It is internal to StateBinding (not
    /// SwiftUI's API), and the benchmark package builds this module outside the package, where
    /// `package` access would not reach; `TransactionTwinTests` hold the two to one answer.
    public var carriesChanges: Bool {
        animation != nil || disablesAnimations || isContinuous
    }

    public func field(_ name: String) -> Value {
        switch name {
        case "animation": .optional(animation.map(Value.animation))
        case "disablesAnimations": .bool(disablesAnimations)
        default: .bool(isContinuous)
        }
    }

    public mutating func setField(_ name: String, _ value: Value) {
        switch name {
        case "animation":
            if case .animation(let newAnimation)? = value.optionalPayload { animation = newAnimation } else { animation = nil }
        case "disablesAnimations": disablesAnimations = value.asBool
        default: isContinuous = value.asBool
        }
    }

    public static func fieldType(_ name: String) -> SessionType? {
        switch name {
        case "animation": .optional(.animation)
        case "disablesAnimations", "isContinuous": .bool
        default: nil
        }
    }
}
