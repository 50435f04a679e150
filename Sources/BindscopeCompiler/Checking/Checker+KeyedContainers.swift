import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Keyed containers: `decode(_:forKey:)`, `decodeIfPresent(_:forKey:)`, `decodeNil(forKey:)`,
// `contains(_:)`, `nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer(forKey:)`, and
// on the encoding side `encode`, `encodeIfPresent`, `encodeNil(forKey:)` and the nested
// containers, which write into the encoder's tree under their key.

extension Checker {
    func keyedDecodingCall(on base: Checked, keys: NominalType, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard case .nominal(let type) = base.type else { preconditionFailure("a keyed container") }
        let runtime = containerRuntime, evaluate = base.evaluate, containers = foundation.containers
        let keysName = keys.name.split(separator: ".").last.map(String.init) ?? keys.name
        /// The container's object (its keys converted as the decoder's strategy says), its path
        /// and options, and the key's string value.
        func read(_ execution: Execution, _ key: Evaluator) throws -> (JSONValue, [JSONPathStep], CodingOptions, String) {
            let container = try evaluate(execution)
            let options = CodingContainerTypes.options(of: container)
            guard case .object(var members) = containers.json(of: container) else { preconditionFailure("a container holds an object") }
            if options.snakeCase { members = members.map { (JSONKeyConversion.fromSnakeCase($0.key), $0.value) } }
            return (.object(members), ContainerRuntime.path(of: container), options, CodingContainerTypes.keyText(try key(execution)))
        }
        func missing(_ name: String, _ path: [JSONPathStep]) -> ThrownError {
            runtime.fail(JSONDecodingFailure(
                .keyNotFound(name, keys: keysName), path: path,
                "No value associated with key \(keysName)(stringValue: \"\(name)\", intValue: nil) (\"\(name)\")."))
        }
        switch name {
        case "decode", "decodeIfPresent":
            let ifPresent = name == "decodeIfPresent"
            try expectLabels(arguments, [nil, "forKey"], callee: name, at: location)
            let (valueType, shape) = try decodedTypeArgument(arguments[0], callee: "\(name)(_:forKey:)", at: location)
            let key = try check(arguments[1].value, as: .nominal(keys), in: .argument).evaluate
            try requireTry(callingThrowing: name, at: location)
            return Checked(ifPresent ? .optional(valueType) : valueType) { execution in
                let (object, path, options, name) = try read(execution, key)
                guard let member = object.member(name) else {
                    if ifPresent { return .none }
                    throw missing(name, path)
                }
                if ifPresent {
                    if case .null = member { return .none }
                    return .some(try runtime.decode(member, shape, path: path + [.key(name, keys: keysName)], options: options, in: execution))
                }
                return try runtime.decode(member, shape, path: path + [.key(name, keys: keysName)], options: options, in: execution)
            }
        case "decodeNil":
            try expectLabels(arguments, ["forKey"], callee: name, at: location)
            let key = try check(arguments[0].value, as: .nominal(keys), in: .argument).evaluate
            try requireTry(callingThrowing: name, at: location)
            return Checked(.bool) { execution in
                let (object, path, _, name) = try read(execution, key)
                guard let member = object.member(name) else { throw missing(name, path) }
                if case .null = member { return .bool(true) }
                return .bool(false)
            }
        case "contains":
            try expectLabels(arguments, [nil], callee: name, at: location)
            let key = try check(arguments[0].value, as: .nominal(keys), in: .argument).evaluate
            return Checked(.bool) { execution in
                let (object, _, _, name) = try read(execution, key)
                return .bool(object.member(name) != nil)
            }
        case "nestedContainer":
            try expectLabels(arguments, ["keyedBy", "forKey"], callee: name, at: location)
            let nestedKeys = try codingKeysArgument(arguments[0])
            let key = try check(arguments[1].value, as: .nominal(keys), in: .argument).evaluate
            try requireTry(callingThrowing: name, at: location)
            let nested = containers.decodingContainer(keyedBy: nestedKeys)
            return Checked(.nominal(nested)) { execution in
                let (object, path, options, name) = try read(execution, key)
                guard let member = object.member(name) else { throw missing(name, path) }
                return try runtime.keyedContainer(nested, member, path: path + [.key(name, keys: keysName)], options: options)
            }
        case "nestedUnkeyedContainer":
            try expectLabels(arguments, ["forKey"], callee: name, at: location)
            let key = try check(arguments[0].value, as: .nominal(keys), in: .argument).evaluate
            try requireTry(callingThrowing: name, at: location)
            return Checked(.nominal(containers.unkeyedDecoding)) { execution in
                let (object, path, options, name) = try read(execution, key)
                guard let member = object.member(name) else { throw missing(name, path) }
                return try runtime.unkeyedContainer(member, path: path + [.key(name, keys: keysName)], options: options)
            }
        default:
            throw refusedContainerCall(name, arguments, of: type, at: location)
        }
    }

    func keyedEncodingCall(on base: Checked, keys: NominalType, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard case .nominal(let type) = base.type else { preconditionFailure("a keyed container") }
        let runtime = containerRuntime, evaluate = base.evaluate, containers = foundation.containers
        let keysName = keys.name.split(separator: ".").last.map(String.init) ?? keys.name
        /// The container, the key's name as written (in snake case if the encoder says so), and
        /// the encoder's options.
        func target(_ execution: Execution, _ key: Evaluator) throws -> (Value, String, CodingOptions) {
            let container = try evaluate(execution)
            let options = CodingContainerTypes.options(of: container)
            let name = CodingContainerTypes.keyText(try key(execution))
            return (container, options.snakeCase ? JSONKeyConversion.toSnakeCase(name) : name, options)
        }
        let known = ["encode", "encodeIfPresent", "encodeNil", "nestedContainer", "nestedUnkeyedContainer"]
        guard known.contains(name) else { throw refusedContainerCall(name, arguments, of: type, at: location) }
        // Every one of them is `mutating`: Swift wants the container in a `var`.
        _ = try mutablePlace(base, name, at: location)
        switch name {
        case "encode", "encodeIfPresent":
            let ifPresent = name == "encodeIfPresent"
            try expectLabels(arguments, [nil, "forKey"], callee: name, at: location)
            let (value, shape) = try encodedValueArgument(arguments[0], callee: "\(name)(_:forKey:)", optional: ifPresent, at: location)
            let key = try check(arguments[1].value, as: .nominal(keys), in: .argument).evaluate
            try requireTry(callingThrowing: name, at: location)
            let element = value.evaluate
            return Checked(.void) { execution in
                let (container, name, options) = try target(execution, key)
                let item = try element(execution)
                if ifPresent, case .none = item { return .void }
                let path = ContainerRuntime.path(of: container) + [.key(name, keys: keysName)]
                let tree = try runtime.encode(item, shape, path: path, options: options, in: execution)
                containers.editTree(of: container) { $0.setMember(name, tree) }
                return .void
            }
        case "encodeNil":
            try expectLabels(arguments, ["forKey"], callee: name, at: location)
            let key = try check(arguments[0].value, as: .nominal(keys), in: .argument).evaluate
            try requireTry(callingThrowing: name, at: location)
            return Checked(.void) { execution in
                let (container, name, _) = try target(execution, key)
                containers.editTree(of: container) { $0.setMember(name, .null) }
                return .void
            }
        case "nestedContainer":
            try expectLabels(arguments, ["keyedBy", "forKey"], callee: name, at: location)
            let nested = containers.encodingContainer(keyedBy: try codingKeysArgument(arguments[0]))
            let key = try check(arguments[1].value, as: .nominal(keys), in: .argument).evaluate
            return Checked(.nominal(nested)) { execution in
                let (container, name, _) = try target(execution, key)
                containers.editTree(of: container) { $0.setMember(name, .object([])) }
                return runtime.nestedEncoder(container, nested, step: .key(name, keys: keysName))
            }
        default:
            try expectLabels(arguments, ["forKey"], callee: name, at: location)
            let key = try check(arguments[0].value, as: .nominal(keys), in: .argument).evaluate
            return Checked(.nominal(containers.unkeyedEncoding)) { execution in
                let (container, name, _) = try target(execution, key)
                containers.editTree(of: container) { $0.setMember(name, .array([])) }
                return runtime.nestedEncoder(container, containers.unkeyedEncoding, step: .key(name, keys: keysName))
            }
        }
    }
}
