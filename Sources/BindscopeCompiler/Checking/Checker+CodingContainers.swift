import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Hand-written Codable: `init(from decoder: Decoder)` with `decoder.container(keyedBy:)`,
// `decode(_:forKey:)`, `decodeIfPresent(_:forKey:)`, and `encode(to encoder: Encoder)` with
// `encoder.container(keyedBy:)`, `encode(_:forKey:)`, `encodeIfPresent(_:forKey:)`.

extension Checker {
    /// A call on a `Decoder`, an `Encoder` or a keyed container; nil for another receiver.
    public func codingContainerCall(on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard case .nominal(let type) = base.type else { return nil }
        let containers = foundation.containers
        if (type === containers.decoder || type === containers.encoder), name == "container" {
            try expectLabels(arguments, ["keyedBy"], callee: "container", at: location)
            let keysType = try checkValue(arguments[0].value)
            guard case .metatype(.nominal(let keys)) = keysType.type, keys.conformances.contains("CodingKey") else {
                throw Diagnostic(
                    "generic parameter 'Key' could not be inferred: 'container(keyedBy:)' takes a CodingKeys type, as 'CodingKeys.self'",
                    at: arguments[0].location)
            }
            let evaluate = base.evaluate
            if type === containers.encoder {
                let container = containers.encodingContainer(keyedBy: keys)
                return Checked(.nominal(container)) { CodingContainerTypes.retyped(try evaluate($0), as: container) }
            }
            try requireTry(callingThrowing: "container", at: location)
            let container = containers.decodingContainer(keyedBy: keys), errors = foundation.codingErrors
            return Checked(.nominal(container)) { execution in
                let decoder = try evaluate(execution)
                let fields = CodingContainerTypes.fields(of: decoder)
                let json = JSONParser.parse(fields[0].asString) ?? .null
                let path = CodingContainerTypes.path(fields[1])
                if case .null = json {
                    throw errors.error(JSONDecodingFailure(
                        .valueNotFound("Dictionary<String, Any>"), path: path, "Cannot get keyed decoding container -- found null value instead"))
                }
                guard case .object = json else {
                    throw errors.error(JSONDecodingFailure.mismatch("Dictionary<String, Any>", found: json, path: path))
                }
                return CodingContainerTypes.retyped(decoder, as: container)
            }
        }
        let isCoder = type === containers.decoder || type === containers.encoder
        guard isCoder || containers.keysOfContainer[ObjectIdentifier(type)] != nil else { return nil }
        guard let keys = containers.keysOfContainer[ObjectIdentifier(type)],
            ["decode", "decodeIfPresent", "encode", "encodeIfPresent"].contains(name)
        else {
            // `unkeyedContainer()`, `singleValueContainer()`, `nestedContainer(keyedBy:forKey:)`…
            let labels = arguments.map { "\($0.label ?? "_"):" }.joined()
            throw Diagnostic(
                "'\(name)(\(labels))' of '\(type.name)' is not supported in a session: only keyed containers, with 'decode', 'decodeIfPresent', 'encode' and 'encodeIfPresent'",
                at: location)
        }
        if containers.isDecodingContainer(type), name == "decode" || name == "decodeIfPresent" {
            return try containerDecode(on: base, keys: keys, ifPresent: name == "decodeIfPresent", arguments, at: location)
        }
        if containers.isEncodingContainer(type), name == "encode" || name == "encodeIfPresent" {
            return try containerEncode(on: base, keys: keys, ifPresent: name == "encodeIfPresent", arguments, at: location)
        }
        return nil
    }

    private func containerDecode(
        on base: Checked, keys: NominalType, ifPresent: Bool, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked {
        let callee = ifPresent ? "decodeIfPresent" : "decode"
        try expectLabels(arguments, [nil, "forKey"], callee: callee, at: location)
        let metatype = try checkValue(arguments[0].value)
        guard case .metatype(let valueType) = metatype.type else {
            throw Diagnostic(
                "cannot convert value of type '\(metatype.type.displayName)' to expected argument type 'T.Type'", at: arguments[0].location)
        }
        guard let shape = codingShape(of: valueType) else {
            throw Diagnostic("instance method '\(callee)(_:forKey:)' requires that '\(valueType.displayName)' conform to 'Decodable'", at: location)
        }
        let key = try check(arguments[1].value, as: .nominal(keys), in: .argument).evaluate
        try requireTry(callingThrowing: callee, at: location)
        let evaluate = base.evaluate, errors = foundation.codingErrors
        return Checked(ifPresent ? .optional(valueType) : valueType) { execution in
            let fields = CodingContainerTypes.fields(of: try evaluate(execution))
            let path = CodingContainerTypes.path(fields[1]), snakeCase = fields[2].asBool
            let name = CodingContainerTypes.keyText(try key(execution))
            guard case .object(var members) = JSONParser.parse(fields[0].asString) else { preconditionFailure("a container holds an object") }
            if snakeCase { members = members.map { (JSONKeyConversion.fromSnakeCase($0.key), $0.value) } }
            let decoder = JSONValueDecoder(fromSnakeCase: snakeCase, execution: execution)
            do {
                guard let member = JSONValue.object(members).member(name) else {
                    if ifPresent { return .none }
                    let keysName = keys.name.split(separator: ".").last.map(String.init) ?? keys.name
                    throw JSONDecodingFailure(
                        .keyNotFound(name, keys: keysName), path: path,
                        "No value associated with key \(keysName)(stringValue: \"\(name)\", intValue: nil) (\"\(name)\").")
                }
                if ifPresent {
                    if case .null = member { return .none }
                    return .some(try decoder.decode(member, shape, path: path + [.key(name)]))
                }
                return try decoder.decode(member, shape, path: path + [.key(name)])
            } catch let failure as JSONDecodingFailure {
                throw errors.error(failure)
            }
        }
    }

    private func containerEncode(
        on base: Checked, keys: NominalType, ifPresent: Bool, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked {
        let callee = ifPresent ? "encodeIfPresent" : "encode"
        try expectLabels(arguments, [nil, "forKey"], callee: callee, at: location)
        let value = try checkValue(arguments[0].value)
        let valueType = ifPresent ? value.type.unwrappedOnce : value.type
        guard let shape = codingShape(of: value.type) else {
            throw Diagnostic("instance method '\(callee)(_:forKey:)' requires that '\(valueType.displayName)' conform to 'Encodable'", at: location)
        }
        let key = try check(arguments[1].value, as: .nominal(keys), in: .argument).evaluate
        try requireTry(callingThrowing: callee, at: location)
        let evaluate = base.evaluate, element = value.evaluate, errors = foundation.codingErrors
        return Checked(.void) { execution in
            let fields = CodingContainerTypes.fields(of: try evaluate(execution))
            guard case .state(let members) = fields[0] else { preconditionFailure("an encoder holds its members' box") }
            let snakeCase = fields[2].asBool
            var name = CodingContainerTypes.keyText(try key(execution))
            if snakeCase { name = JSONKeyConversion.toSnakeCase(name) }
            let item = try element(execution)
            if ifPresent, case .none = item { return .void }
            let path = CodingContainerTypes.path(fields[1]) + [.key(name)]
            do {
                let tree = try JSONValueEncoder(snakeCase: snakeCase, execution: execution).encode(item, shape, path: path)
                members.value = .array(members.value.asArray + [.tuple([.string(name), .string(JSONWriter().text(of: tree))])])
            } catch let failure as JSONEncodingFailure {
                throw errors.error(failure)
            }
            return .void
        }
    }
}
