import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Hand-written Codable: `init(from decoder: Decoder)` and `encode(to encoder: Encoder)` with
// the containers a coder gives: keyed (`container(keyedBy:)`, see
// `Checker+KeyedContainers.swift`), unkeyed (`unkeyedContainer()`,
// `Checker+UnkeyedContainers.swift`) and single-value (`singleValueContainer()`,
// `Checker+SingleValueContainers.swift`). Calls the containers' types do not offer here
// (`superDecoder()`, `superEncoder(forKey:)`) are refused by name.

extension Checker {
    /// A call on a `Decoder`, an `Encoder` or one of their containers; nil for another receiver.
    public func codingContainerCall(on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard case .nominal(let type) = base.type else { return nil }
        let containers = foundation.containers
        if type === containers.decoder || type === containers.encoder {
            return try coderCall(on: base, type, name, arguments, at: location)
        }
        if type === containers.unkeyedDecoding { return try unkeyedDecodingCall(on: base, name, arguments, at: location) }
        if type === containers.unkeyedEncoding { return try unkeyedEncodingCall(on: base, name, arguments, at: location) }
        if type === containers.singleValueDecoding { return try singleValueDecodingCall(on: base, name, arguments, at: location) }
        if type === containers.singleValueEncoding { return try singleValueEncodingCall(on: base, name, arguments, at: location) }
        guard let keys = containers.keysOfContainer[ObjectIdentifier(type)] else { return nil }
        if containers.isDecodingContainer(type) {
            return try keyedDecodingCall(on: base, keys: keys, name, arguments, at: location)
        }
        return try keyedEncodingCall(on: base, keys: keys, name, arguments, at: location)
    }

    var containerRuntime: ContainerRuntime {
        ContainerRuntime(containers: foundation.containers, errors: foundation.codingErrors)
    }

    /// `decoder.container(keyedBy:)`, `unkeyedContainer()`, `singleValueContainer()`, and the
    /// same of an encoder.
    private func coderCall(on base: Checked, _ type: NominalType, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let containers = foundation.containers, runtime = containerRuntime, evaluate = base.evaluate
        let decodes = type === containers.decoder
        switch name {
        case "container":
            try expectLabels(arguments, ["keyedBy"], callee: "container", at: location)
            let keys = try codingKeysArgument(arguments[0])
            if !decodes {
                let container = containers.encodingContainer(keyedBy: keys)
                return Checked(.nominal(container)) { execution in
                    let encoder = try evaluate(execution)
                    containers.editTree(of: encoder) { if case .object = $0 {} else { $0 = .object([]) } }
                    return CodingContainerTypes.retyped(encoder, as: container)
                }
            }
            try requireTry(callingThrowing: "container", at: location)
            let container = containers.decodingContainer(keyedBy: keys)
            return Checked(.nominal(container)) { execution in
                let decoder = try evaluate(execution)
                return try runtime.keyedContainer(
                    container, containers.json(of: decoder), path: ContainerRuntime.path(of: decoder),
                    options: CodingContainerTypes.options(of: decoder))
            }
        case "unkeyedContainer":
            try expectLabels(arguments, [], callee: "unkeyedContainer", at: location)
            if !decodes {
                let container = containers.unkeyedEncoding
                return Checked(.nominal(container)) { execution in
                    let encoder = try evaluate(execution)
                    containers.editTree(of: encoder) { if case .array = $0 {} else { $0 = .array([]) } }
                    return CodingContainerTypes.retyped(encoder, as: container)
                }
            }
            try requireTry(callingThrowing: "unkeyedContainer", at: location)
            return Checked(.nominal(containers.unkeyedDecoding)) { execution in
                let decoder = try evaluate(execution)
                return try runtime.unkeyedContainer(
                    containers.json(of: decoder), path: ContainerRuntime.path(of: decoder),
                    options: CodingContainerTypes.options(of: decoder))
            }
        case "singleValueContainer":
            try expectLabels(arguments, [], callee: "singleValueContainer", at: location)
            let container = decodes ? containers.singleValueDecoding : containers.singleValueEncoding
            if decodes { try requireTry(callingThrowing: "singleValueContainer", at: location) }
            return Checked(.nominal(container)) { CodingContainerTypes.retyped(try evaluate($0), as: container) }
        default:
            throw refusedContainerCall(name, arguments, of: type, at: location)
        }
    }

    /// Swift's error for a member the type lacks, or bindscope's for one it has but a session
    /// cannot use.
    func refusedContainerCall(_ name: String, _ arguments: [Argument], of type: NominalType, at location: SourceLocation) -> Diagnostic {
        let labels = arguments.map { "\($0.label ?? "_"):" }.joined()
        if ["superDecoder", "superEncoder"].contains(name) {
            return Diagnostic(
                "'\(name)(\(labels))' of '\(type.name)' is not supported in a session: a superclass's part is coded by its synthesized conformance only",
                at: location)
        }
        return Diagnostic("value of type '\(type.name)' has no member '\(name)'", at: location)
    }

    /// `CodingKeys.self`: the keys type a keyed container is made for.
    func codingKeysArgument(_ argument: Argument) throws -> NominalType {
        let keysType = try checkValue(argument.value)
        guard case .metatype(.nominal(let keys)) = keysType.type, keys.conformances.contains("CodingKey") else {
            throw Diagnostic(
                "generic parameter 'Key' could not be inferred: 'container(keyedBy:)' takes a CodingKeys type, as 'CodingKeys.self'",
                at: argument.location)
        }
        return keys
    }

    /// `Int.self` in `decode(Int.self…)`: the type, and how it decodes.
    func decodedTypeArgument(_ argument: Argument, callee: String, at location: SourceLocation) throws -> (SessionType, CodingShape) {
        let metatype = try checkValue(argument.value)
        guard case .metatype(let valueType) = metatype.type else {
            throw Diagnostic(
                "cannot convert value of type '\(metatype.type.displayName)' to expected argument type 'T.Type'", at: argument.location)
        }
        guard let shape = codingShape(of: valueType) else {
            throw Diagnostic("instance method '\(callee)' requires that '\(valueType.displayName)' conform to 'Decodable'", at: location)
        }
        return (valueType, shape)
    }

    /// The value in `encode(value…)`, and how it encodes.
    func encodedValueArgument(_ argument: Argument, callee: String, optional: Bool = false, at location: SourceLocation) throws -> (Checked, CodingShape) {
        let value = try checkValue(argument.value)
        guard let shape = codingShape(of: value.type) else {
            let valueType = optional ? value.type.unwrappedOnce : value.type
            throw Diagnostic("instance method '\(callee)' requires that '\(valueType.displayName)' conform to 'Encodable'", at: location)
        }
        return (value, shape)
    }
}
