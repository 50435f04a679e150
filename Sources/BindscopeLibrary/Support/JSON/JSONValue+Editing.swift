/// What an encoder's containers do to the tree they build together: a nested container is
/// a place in that tree (a path of keys and indexes from the top), written to after the
/// container that holds it was made, so each write finds its place again from the top.
extension JSONValue {
    /// The value at `location`, nil when there is none.
    public func value(at location: ArraySlice<JSONPathStep>) -> JSONValue? {
        guard let step = location.first else { return self }
        switch (self, step) {
        case (.object, .key(let key, _)):
            return member(key)?.value(at: location.dropFirst())
        case (.array(let elements), .index(let index)) where elements.indices.contains(index):
            return elements[index].value(at: location.dropFirst())
        default:
            return nil
        }
    }

    /// Changes the value at `location` (which must exist but for its last step: a missing key
    /// is added, holding null until `change` sets it). A place that is gone (a later write
    /// replaced the object a nested container was made in) takes no more writes.
    public mutating func modify(at location: ArraySlice<JSONPathStep>, _ change: (inout JSONValue) -> Void) {
        guard let step = location.first else { return change(&self) }
        switch (self, step) {
        // `self = .null` before each change lets go of the enum's hold on the payload, so the
        // array is changed in place rather than copied (an encoder writes element by element).
        case (.object(var members), .key(let key, _)):
            self = .null
            let position = members.firstIndex { $0.key == key } ?? { members.append((key, .null)); return members.count - 1 }()
            members[position].value.modify(at: location.dropFirst(), change)
            self = .object(members)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            self = .null
            elements[index].modify(at: location.dropFirst(), change)
            self = .array(elements)
        default:
            return
        }
    }

    /// A key's value replaced (or added last), as a keyed container's `encode` does; nothing
    /// where the container's object was replaced by another kind of value.
    public mutating func setMember(_ key: String, _ value: JSONValue) {
        guard case .object(var members) = self else { return }
        self = .null
        if let position = members.firstIndex(where: { $0.key == key }) {
            members[position].value = value
        } else {
            members.append((key, value))
        }
        self = .object(members)
    }

    /// An element added at the end, as an unkeyed container's `encode` does; its index
    /// (nothing is added where the container's array was replaced by another kind of value).
    @discardableResult
    public mutating func appendElement(_ value: JSONValue) -> Int {
        guard case .array(var elements) = self else { return 0 }
        self = .null
        elements.append(value)
        self = .array(elements)
        return elements.count - 1
    }

    public var elementCount: Int {
        if case .array(let elements) = self { return elements.count }
        return 0
    }
}
