import BindscopeLanguage
import BindscopeRuntime

extension LibraryChecking {
    /// `dump(value)` and `dump(value, name:)`: prints the value's tree and returns the value.
    public func dumpCall(_ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        guard let first = arguments.first, first.label == nil else {
            throw Diagnostic("missing argument for parameter #1 in call", at: location)
        }
        try expectLabels(arguments, arguments.count == 2 ? [nil, "name"] : [nil], callee: "dump", at: location)
        let value = try checkValue(first.value, expecting: expected)
        if let unsupported = BuiltinMembers.undumpable(value.type) {
            let owner = BuiltinMembers.isStandardLibraryInternal(unsupported) ? "the standard library's" : "StateBinding's"
            throw Diagnostic(
                "dump of a value containing \(unsupported) is not supported in a session: its parts are \(owner) internals",
                at: first.location)
        }
        let name = arguments.count == 2 ? try check(arguments[1].value, as: .optional(.string), in: .argument).evaluate : nil
        let evaluate = value.evaluate, type = value.type
        return Checked(type) { execution in
            let result = try evaluate(execution)
            let label = try name?(execution).optionalPayload?.asString
            execution.write(try ValueDumper.dump(result, as: type, name: label, in: execution))
            return result
        }
    }
}

extension BuiltinMembers {
    /// A type whose parts bindscope's values do not model as Swift's Mirror shows them.
    fileprivate static func undumpable(_ type: SessionType, seen: Set<String> = []) -> String? {
        switch type {
        case .binding: return "a Binding"
        case .state: return "a State"
        case .transaction: return "a Transaction"
        case .animation: return "an Animation"
        case .keyPath: return "a key path"
        case .view(.strideTo, _, _), .view(.strideThrough, _, _): return "a stride"
        case .stringIndex, .range(.stringIndex, _), .view(.stringIndices, _, _): return "a String.Index"
        case .view(.utf8, _, _), .view(.utf16, _, _), .view(.unicodeScalars, _, _): return "a String view"
        case .optional(let inner), .array(let inner), .set(let inner): return undumpable(inner, seen: seen)
        case .dictionary(let key, let value): return undumpable(key, seen: seen) ?? undumpable(value, seen: seen)
        case .tuple(_, let elements): return elements.lazy.compactMap { undumpable($0, seen: seen) }.first
        case .nominal(let nominal):
            guard !seen.contains(nominal.name) else { return nil }
            let inner = seen.union([nominal.name])
            let parts = nominal.storedProperties.map(\.type) + nominal.cases.flatMap { $0.payloadTypes ?? [] }
            return parts.lazy.compactMap { undumpable($0, seen: inner) }.first
        default: return nil
        }
    }

    /// Whether what `undumpable` named is the standard library's (its Mirror shows raw bits).
    fileprivate static func isStandardLibraryInternal(_ what: String) -> Bool {
        what == "a String.Index" || what == "a String view"
    }
}
