import BindscopeLanguage
import BindscopeRuntime

/// `print` and `debugPrint`, and `type(of:)`: what a value prints as, and what type it is.
extension LibraryChecking {
    /// `print(items…, separator: " ", terminator: "\n")`
    func printCall(reflecting: Bool, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        var items: [Checked] = []
        var separator: Evaluator = { _ in .string(" ") }
        var terminator: Evaluator = { _ in .string("\n") }
        for argument in arguments {
            switch argument.label {
            case nil:
                items.append(try checkValue(argument.value, expecting: .any))
            case "separator":
                separator = try check(argument.value, as: .string, in: .argument).evaluate
            case "terminator":
                terminator = try check(argument.value, as: .string, in: .argument).evaluate
            case let label?:
                throw Diagnostic("extraneous argument label '\(label):' in call", at: argument.location)
            }
        }
        let parts = items.map { ($0.evaluate, $0.type) }
        return Checked(.void) { execution in
            let printer = ValuePrinter(execution: execution)
            var text = ""
            let separatorText = try separator(execution).asString
            for (index, (evaluate, type)) in parts.enumerated() {
                if index > 0 { text += separatorText }
                let value = try evaluate(execution)
                text += reflecting ? try printer.reflect(value, as: type) : try printer.describe(value, as: type)
            }
            text += try terminator(execution).asString
            execution.write(text)
            return .void
        }
    }

    /// `type(of: value)`: its dynamic type where Swift's differs from the static one.
    func typeOfCall(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        try expectLabels(arguments, ["of"], callee: "type", at: location)
        let value = try checkValue(arguments[0].value)
        let evaluate = value.evaluate, type = value.type
        if type == .any || type == .error {
            return Checked(.metatype(type)) { execution in
                guard case .existential(let payload, let dynamic) = try evaluate(execution) else { preconditionFailure() }
                if case .object = payload { return .metatype(payload.dynamicType) }
                return .metatype(dynamic)
            }
        }
        if type.nominalType?.kind == .protocolType {
            // `type(of: shape)`: the type of the value the existential holds.
            return Checked(.metatype(type)) { execution in
                guard case .existential(let payload, let dynamic) = try evaluate(execution) else { preconditionFailure() }
                if case .object = payload { return .metatype(payload.dynamicType) }
                return .metatype(dynamic)
            }
        }
        if type.isClassInstance {
            // An instance's class, which may be a subclass of its static type.
            return Checked(.metatype(type)) { .metatype(try evaluate($0).dynamicType) }
        }
        if type.keyPathTypes != nil {
            // A KeyPath may hold a WritableKeyPath: its class is what Swift prints.
            return Checked(.metatype(type)) { execution in
                guard case .keyPath(let keyPath) = try evaluate(execution) else { preconditionFailure() }
                return .metatype(keyPath.type)
            }
        }
        return Checked(.metatype(type)) { execution in
            _ = try evaluate(execution)
            return .metatype(type)
        }
    }
}
