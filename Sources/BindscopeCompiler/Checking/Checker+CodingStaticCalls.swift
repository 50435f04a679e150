import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// What a hand-written `init(from:)` throws when the JSON is well formed but wrong for the
// type: `DecodingError.dataCorruptedError(in: container, debugDescription:)` and
// `…(forKey:in:debugDescription:)`, whose coding path is the container's (and the index it
// is at, or the key). Also the coders' strategies bindscope does not run, refused by name.

extension Checker {
    /// `DecodingError.dataCorruptedError(…)`, or a refused strategy (`.formatted(…)`,
    /// `.custom { … }`); nil for anything else.
    public func codingStaticCall(on type: SessionType, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard case .nominal(let nominal) = type else { return nil }
        let errors = foundation.codingErrors, containers = foundation.containers
        try refuseCodingStrategy(type, name, call: true, at: location)
        guard nominal === errors.decodingError, name == "dataCorruptedError" else { return nil }
        let keyed = arguments.first?.label == "forKey"
        try expectLabels(arguments, keyed ? ["forKey", "in", "debugDescription"] : ["in", "debugDescription"], callee: name, at: location)
        let container = try checkValue(arguments[keyed ? 1 : 0].value)
        let description = try check(arguments[keyed ? 2 : 1].value, as: .string, in: .argument).evaluate
        guard case .nominal(let containerType) = container.type,
            keyed ? containers.isDecodingContainer(containerType)
                : containerType === containers.unkeyedDecoding || containerType === containers.singleValueDecoding
        else {
            let expected = keyed ? "KeyedDecodingContainer<C>" : "any SingleValueDecodingContainer"
            throw Diagnostic(
                "cannot convert value of type '\(container.type.displayName)' to expected argument type '\(expected)'",
                at: arguments[keyed ? 1 : 0].location)
        }
        var key: Evaluator?
        if keyed, let keys = containers.keysOfContainer[ObjectIdentifier(containerType)] {
            key = try check(arguments[0].value, as: .nominal(keys), in: .argument).evaluate
        }
        let evaluate = container.evaluate, unkeyed = containerType === containers.unkeyedDecoding
        return Checked(.nominal(errors.decodingError)) { execution in
            let value = try evaluate(execution)
            var path = ContainerRuntime.path(of: value)
            if let key, case .enumeration(let keys, _) = try key(execution) {
                let keysName = keys.name.split(separator: ".").last.map(String.init) ?? keys.name
                path.append(.key(CodingContainerTypes.keyText(try key(execution)), keys: keysName))
            }
            if unkeyed {
                path.append(.index(CodingContainerTypes.fields(of: value)[CodingContainerTypes.DecoderField.currentIndex.rawValue].asInt))
            }
            return errors.value(JSONDecodingFailure(.dataCorrupted, path: path, try description(execution).asString))
        }
    }

    /// `.formatted(formatter)`, `.custom { … }`, `.deferredToData`: a coder's strategy that
    /// bindscope does not run, named with those it does. `call`: written with arguments (no
    /// strategy case here has any).
    public func refuseCodingStrategy(_ type: SessionType, _ name: String, call: Bool, at location: SourceLocation) throws {
        guard case .nominal(let nominal) = type else { return }
        let coders = foundation.coders
        let strategies = [
            coders.dateEncodingStrategy, coders.dateDecodingStrategy, coders.dataEncodingStrategy, coders.dataDecodingStrategy,
            coders.keyEncodingStrategy, coders.keyDecodingStrategy,
        ]
        guard strategies.contains(where: { $0 === nominal }), call || !nominal.cases.contains(where: { $0.name == name }) else { return }
        throw Diagnostic(
            "'.\(name)\(call ? "(…)" : "")' of '\(nominal.name)' is not supported in a session: only "
                + nominal.cases.map { "'.\($0.name)'" }.joined(separator: ", "),
            at: location)
    }
}
