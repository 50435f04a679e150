// In-place mutation of an aggregate held in a `Value`: move it out (leaving `.void`) so its
// storage is uniquely referenced, mutate it, move it back. No copy of the elements is made.

extension Value {
    public mutating func withArray<R>(_ body: (inout [Value]) throws -> R) rethrows -> R {
        guard case .array(var elements) = self else { preconditionFailure("expected an array, found \(self)") }
        self = .void
        defer { self = .array(elements) }
        return try body(&elements)
    }

    public mutating func withDictionary<R>(_ body: (inout DictionaryValue) throws -> R) rethrows -> R {
        guard case .dictionary(var dictionary) = self else { preconditionFailure("expected a dictionary, found \(self)") }
        self = .void
        defer { self = .dictionary(dictionary) }
        return try body(&dictionary)
    }

    public mutating func withString<R>(_ body: (inout String) throws -> R) rethrows -> R {
        if case .substring(var slice) = self {
            var text = slice.text
            self = .void
            defer {
                slice.replaceText(with: text)
                self = .substring(slice)
            }
            return try body(&text)
        }
        guard case .string(var text) = self else { preconditionFailure("expected a string, found \(self)") }
        self = .void
        defer { self = .string(text) }
        return try body(&text)
    }
}
