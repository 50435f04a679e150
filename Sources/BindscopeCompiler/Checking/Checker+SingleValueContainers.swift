import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

// Single-value containers: the whole value is one Codable value (a wrapper `struct Id` coded
// as its bare string) or null.

extension Checker {
    func singleValueDecodingCall(on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard case .nominal(let type) = base.type else { preconditionFailure("a single-value container") }
        let runtime = containerRuntime, evaluate = base.evaluate, containers = foundation.containers
        switch name {
        case "decode":
            try expectLabels(arguments, [nil], callee: name, at: location)
            let (valueType, shape) = try decodedTypeArgument(arguments[0], callee: "decode(_:)", at: location)
            try requireTry(callingThrowing: name, at: location)
            return Checked(valueType) { execution in
                let container = try evaluate(execution)
                return try runtime.decode(
                    containers.json(of: container), shape, path: ContainerRuntime.path(of: container),
                    options: CodingContainerTypes.options(of: container), in: execution)
            }
        case "decodeNil":
            // Not throwing: the value is there, null or not.
            try expectLabels(arguments, [], callee: name, at: location)
            return Checked(.bool) { execution in
                if case .null = containers.json(of: try evaluate(execution)) { return .bool(true) }
                return .bool(false)
            }
        default:
            throw refusedContainerCall(name, arguments, of: type, at: location)
        }
    }

    func singleValueEncodingCall(on base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard case .nominal(let type) = base.type else { preconditionFailure("a single-value container") }
        guard name == "encode" || name == "encodeNil" else { throw refusedContainerCall(name, arguments, of: type, at: location) }
        _ = try mutablePlace(base, name, at: location)
        let runtime = containerRuntime, evaluate = base.evaluate, containers = foundation.containers
        if name == "encodeNil" {
            try expectLabels(arguments, [], callee: name, at: location)
            try requireTry(callingThrowing: name, at: location)
            return Checked(.void) { execution in
                containers.editTree(of: try evaluate(execution)) { $0 = .null }
                return .void
            }
        }
        try expectLabels(arguments, [nil], callee: name, at: location)
        let (value, shape) = try encodedValueArgument(arguments[0], callee: "encode(_:)", at: location)
        try requireTry(callingThrowing: name, at: location)
        let element = value.evaluate
        return Checked(.void) { execution in
            let container = try evaluate(execution)
            let tree = try runtime.encode(
                try element(execution), shape, path: ContainerRuntime.path(of: container),
                options: CodingContainerTypes.options(of: container), in: execution)
            containers.editTree(of: container) { $0 = tree }
            return .void
        }
    }
}
