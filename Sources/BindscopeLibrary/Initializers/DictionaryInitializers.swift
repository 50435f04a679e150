import BindscopeLanguage
import BindscopeRuntime

/// `Dictionary(grouping:by:)`: the initializers that build a dictionary from a sequence.
extension LibraryChecking {
    /// Nil when the labels are none of these initializers'.
    public func dictionaryInitializer(
        _ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        let labels = arguments.map(\.label)
        if labels == ["uniqueKeysWithValues"] { return try uniqueKeysInitializer(arguments[0], at: location) }
        if labels == [nil, "uniquingKeysWith"] || (labels == [nil, nil] && BuiltinMembers.isClosureLiteral(arguments[1])) {
            return try uniquingKeysInitializer(arguments, at: location)
        }
        var trailingClosure = false
        if labels == ["grouping", nil], case .closure = arguments[1].value.kind { trailingClosure = true }
        guard labels == ["grouping", "by"] || trailingClosure else { return nil }
        // Any sequence: an array, a view, a string, a set, a range, a dictionary's entries.
        let (element, elements): (SessionType, (Execution) throws -> [Value])
        do {
            (element, elements) = try sequenceElements(arguments[0])
        } catch let diagnostic as Diagnostic where diagnostic.message.hasSuffix("to expected type 'Sequence'") {
            let type = try checkValue(arguments[0].value).type
            throw Diagnostic("initializer 'init(grouping:by:)' requires that '\(type.displayName)' conform to 'Sequence'", at: location)
        }
        let keyHint: SessionType? = if case .dictionary(let key, _)? = expected?.unwrappedOnce { key } else { nil }
        var keyFunction = try check(
            BuiltinMembers.keyPathArgumentAsClosure(arguments[1].value),
            expecting: .function(parameters: [element], result: keyHint ?? .any))
        if case .keyPath(element, let value) = keyFunction.type {
            // `by: \.city`: the key path read as a function of the element.
            let path = keyFunction.evaluate
            keyFunction = Checked(.function(parameters: [element], result: value)) { execution in
                guard case .keyPath(let keyPath) = try path(execution) else { preconditionFailure() }
                return .function(FunctionValue { execution, arguments in
                    try keyPath.read(from: arguments[0], in: execution)
                })
            }
        }
        guard case .function([element], let key) = keyFunction.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(keyFunction.type, .function(parameters: [element], result: .any)), at: arguments[1].location)
        }
        guard isHashable(key) else {
            throw Diagnostic("generic struct 'Dictionary' requires that '\(key.displayName)' conform to 'Hashable'", at: arguments[1].location)
        }
        let keyOf = keyFunction.evaluate, declared = declaredEquality(of: key)
        return Checked(.dictionary(key: key, value: .array(element))) { execution in
            guard case .function(let closure) = try keyOf(execution) else { preconditionFailure() }
            // Groups in the order their keys first appear; keys equal by a declared `==`
            // share a group, under the first of them.
            var positions: [Value: Int] = [:], keys: [Value] = [], groups: [[Value]] = []
            let equal = declared?(execution)
            for value in try elements(execution) {
                let key = try closure.invoke(execution, [value])
                let found = try equal.map { equal in try keys.firstIndex { try equal($0, key) } } ?? positions[key]
                if let position = found {
                    groups[position].append(value)
                } else {
                    positions[key] = keys.count
                    keys.append(key)
                    groups.append([value])
                }
            }
            return .dictionary(DictionaryValue(entries: zip(keys, groups.map(Value.array)).map { ($0, $1) }))
        }
    }
}

extension LibraryChecking {
    /// `Dictionary(pairs, uniquingKeysWith: +)`: a repeated key's values are combined.
    public func uniquingKeysInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let (type, elements) = try sequenceElements(arguments[0])
        guard case .tuple(_, let parts) = type, parts.count == 2 else {
            throw Diagnostic(
                "initializer 'init(_:uniquingKeysWith:)' requires the types '\(type.displayName)' and '(Key, Value)' be equivalent",
                at: arguments[0].location)
        }
        guard isHashable(parts[0]) else {
            throw Diagnostic("generic struct 'Dictionary' requires that '\(parts[0].displayName)' conform to 'Hashable'", at: arguments[0].location)
        }
        let combine = try binaryFunction(arguments[1], parameters: [parts[1], parts[1]], result: parts[1])
        let declared = declaredKeyEquality(of: parts[0])
        return Checked(.dictionary(key: parts[0], value: parts[1])) { execution in
            var dictionary = DictionaryValue()
            let choose = try combine(execution)
            for pair in try elements(execution) {
                let values = pair.asTuple
                let key = try dictionary.storedKey(for: values[0], by: declared, in: execution)
                dictionary[key] = try dictionary[key].map { try choose($0, values[1]) } ?? values[1]
            }
            return .dictionary(dictionary)
        }
    }
}

extension BuiltinMembers {
    public static func isClosureLiteral(_ argument: Argument) -> Bool {
        if case .closure = argument.value.kind { return true }
        return false
    }
}
