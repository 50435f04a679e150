import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Unkeyed containers, an array's elements in order: decoding reads the element at
// `currentIndex` and moves past it (`while !container.isAtEnd { … }`), in the container's own
// variable, so its calls are `mutating` as in Swift; encoding appends.

extension Checker {
    func unkeyedDecodingCall(on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard case .nominal(let type) = base.type else { preconditionFailure("an unkeyed container") }
        let known = ["decode", "decodeIfPresent", "decodeNil", "nestedContainer", "nestedUnkeyedContainer"]
        guard known.contains(name) else { throw refusedContainerCall(name, arguments, of: type, at: location) }
        let place = try mutablePlace(base, name, at: location)
        let runtime = containerRuntime, evaluate = base.evaluate, containers = foundation.containers
        let indexField = CodingContainerTypes.DecoderField.currentIndex.rawValue

        /// Runs `body` on the container's array, current index, path and options; the index
        /// moves on by one unless `body` says otherwise (or throws, which leaves it).
        func reading(_ execution: Execution, _ body: ([JSONValue], Int, [JSONPathStep], CodingOptions) throws -> (Value, advances: Bool)) throws -> Value {
            let container = try evaluate(execution)
            guard case .array(let elements) = containers.json(of: container) else { preconditionFailure("an unkeyed container holds an array") }
            let index = CodingContainerTypes.fields(of: container)[indexField].asInt
            let (result, advances) = try body(elements, index, ContainerRuntime.path(of: container), CodingContainerTypes.options(of: container))
            if advances {
                try place.modify(execution) { value in
                    guard case .structure(var structure) = value else { preconditionFailure("a container is a struct") }
                    structure.fields[indexField] = .int(index + 1)
                    value = .structure(structure)
                    return { old in
                        guard case .structure(var structure) = old else { return }
                        structure.fields[indexField] = .int(index)
                        old = .structure(structure)
                    }
                }
            }
            return result
        }
        /// Foundation's error for a read past the last element, naming what was asked for.
        func atEnd(_ typeName: String, _ index: Int, _ path: [JSONPathStep]) -> ThrownError {
            runtime.fail(JSONDecodingFailure(.valueNotFound(typeName), path: path + [.index(index)], "Unkeyed container is at end."))
        }
        try requireTry(callingThrowing: name, at: location)
        switch name {
        case "decode", "decodeIfPresent":
            let ifPresent = name == "decodeIfPresent"
            try expectLabels(arguments, [nil], callee: name, at: location)
            let (valueType, shape) = try decodedTypeArgument(arguments[0], callee: "\(name)(_:)", at: location)
            let typeName = valueType.runtimeName
            return Checked(ifPresent ? .optional(valueType) : valueType) { execution in
                try reading(execution) { elements, index, path, options in
                    guard index < elements.count else {
                        // Past the end, `decodeIfPresent` gives nil (and still counts the read).
                        if ifPresent { return (.none, true) }
                        throw atEnd(typeName, index, path)
                    }
                    let element = elements[index]
                    if ifPresent, case .null = element { return (.none, true) }
                    let value = try runtime.decode(element, shape, path: path + [.index(index)], options: options, in: execution)
                    return (ifPresent ? .some(value) : value, true)
                }
            }
        case "decodeNil":
            try expectLabels(arguments, [], callee: name, at: location)
            return Checked(.bool) { execution in
                try reading(execution) { elements, index, path, _ in
                    guard index < elements.count else { throw atEnd("Optional<Any>", index, path) }
                    if case .null = elements[index] { return (.bool(true), true) }
                    return (.bool(false), false)
                }
            }
        case "nestedContainer":
            try expectLabels(arguments, ["keyedBy"], callee: name, at: location)
            let keys = try codingKeysArgument(arguments[0])
            let nested = containers.decodingContainer(keyedBy: keys)
            let nestedName = "KeyedDecodingContainer<\(keys.name.split(separator: ".").last.map(String.init) ?? keys.name)>"
            return Checked(.nominal(nested)) { execution in
                try reading(execution) { elements, index, path, options in
                    guard index < elements.count else { throw atEnd(nestedName, index, path) }
                    return (try runtime.keyedContainer(nested, elements[index], path: path + [.index(index)], options: options), true)
                }
            }
        default:
            try expectLabels(arguments, [], callee: name, at: location)
            return Checked(.nominal(containers.unkeyedDecoding)) { execution in
                try reading(execution) { elements, index, path, options in
                    guard index < elements.count else { throw atEnd("UnkeyedDecodingContainer", index, path) }
                    return (try runtime.unkeyedContainer(elements[index], path: path + [.index(index)], options: options), true)
                }
            }
        }
    }

    func unkeyedEncodingCall(on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard case .nominal(let type) = base.type else { preconditionFailure("an unkeyed container") }
        let known = ["encode", "encodeNil", "nestedContainer", "nestedUnkeyedContainer"]
        guard known.contains(name) else { throw refusedContainerCall(name, arguments, of: type, at: location) }
        // `mutating`, as in Swift, though the elements go to the encoder's shared tree.
        _ = try mutablePlace(base, name, at: location)
        let runtime = containerRuntime, evaluate = base.evaluate, containers = foundation.containers
        /// Appends what `make` gives for the next index; the container and that index.
        func append(_ execution: Execution, _ make: (Value, Int) throws -> JSONValue) throws -> (Value, Int) {
            let container = try evaluate(execution)
            let index = containers.encoderTree(of: container).elementCount
            let element = try make(container, index)
            containers.editTree(of: container) { $0.appendElement(element) }
            return (container, index)
        }
        switch name {
        case "encode" where arguments.first?.label == "contentsOf":
            try expectLabels(arguments, ["contentsOf"], callee: name, at: location)
            let (sequence, shape) = try encodedValueArgument(arguments[0], callee: "encode(contentsOf:)", at: location)
            guard case .array(let elementShape) = shape else {
                throw Diagnostic("'encode(contentsOf:)' of '\(type.name)' is not supported in a session for a '\(sequence.type.displayName)': only an array", at: location)
            }
            try requireTry(callingThrowing: name, at: location)
            let elements = sequence.evaluate
            return Checked(.void) { execution in
                for element in try elements(execution).asArray {
                    _ = try append(execution) { container, index in
                        try runtime.encode(element, elementShape, path: ContainerRuntime.path(of: container) + [.index(index)],
                            options: CodingContainerTypes.options(of: container), in: execution)
                    }
                }
                return .void
            }
        case "encode":
            try expectLabels(arguments, [nil], callee: name, at: location)
            let (value, shape) = try encodedValueArgument(arguments[0], callee: "encode(_:)", at: location)
            try requireTry(callingThrowing: name, at: location)
            let element = value.evaluate
            return Checked(.void) { execution in
                let item = try element(execution)
                _ = try append(execution) { container, index in
                    try runtime.encode(item, shape, path: ContainerRuntime.path(of: container) + [.index(index)],
                        options: CodingContainerTypes.options(of: container), in: execution)
                }
                return .void
            }
        case "encodeNil":
            try expectLabels(arguments, [], callee: name, at: location)
            try requireTry(callingThrowing: name, at: location)
            return Checked(.void) { execution in
                _ = try append(execution) { _, _ in .null }
                return .void
            }
        case "nestedContainer":
            try expectLabels(arguments, ["keyedBy"], callee: name, at: location)
            let nested = containers.encodingContainer(keyedBy: try codingKeysArgument(arguments[0]))
            return Checked(.nominal(nested)) { execution in
                let (container, index) = try append(execution) { _, _ in .object([]) }
                return runtime.nestedEncoder(container, nested, step: .index(index))
            }
        default:
            try expectLabels(arguments, [], callee: name, at: location)
            return Checked(.nominal(containers.unkeyedEncoding)) { execution in
                let (container, index) = try append(execution) { _, _ in .array([]) }
                return runtime.nestedEncoder(container, containers.unkeyedEncoding, step: .index(index))
            }
        }
    }
}
