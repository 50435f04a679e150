import BindscopeLanguage
import StateBinding

extension Checker {
    /// `value.method(arguments)` on the standard types, bindings and animations.
    func methodCall(
        on base: Checked, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        switch base.type {
        case .array(let element):
            if let call = try arrayMethod(base, element: element, name, arguments, at: location) { return call }
        case .range:
            if let call = try rangeMethod(base, name, arguments, at: location) { return call }
        case .string:
            if let call = try stringMethod(base, name, arguments, at: location) { return call }
        case .dictionary(let key, let value):
            if name == "removeValue" {
                try expectLabels(arguments, ["forKey"], callee: name, at: location)
                let keyEvaluate = try check(arguments[0].value, as: key, in: .argument).evaluate
                let place = try mutablePlace(base, name, at: location)
                return Checked(.optional(value)) { execution in
                    let keyValue = try keyEvaluate(execution)
                    var removed: Value?
                    try place.modify(execution) { dictionary in
                        // Removing an entry moves the ones after it: undo restores the whole
                        // dictionary, order included.
                        let old = dictionary
                        removed = dictionary.withDictionary { entries in
                            defer { entries[keyValue] = nil }
                            return entries[keyValue]
                        }
                        return { $0 = old }
                    }
                    return .optional(removed)
                }
            }
        case .bool where name == "toggle":
            try expectLabels(arguments, [], callee: name, at: location)
            let place = try mutablePlace(base, name, at: location)
            return Checked(.void) { execution in
                try place.modify(execution) { value in
                    value = .bool(!value.asBool)
                    return { $0 = .bool(!$0.asBool) }
                }
                return .void
            }
        case .binding(let value):
            if let call = try bindingMethod(base, value: value, name, arguments, at: location) { return call }
            if case .array(let element) = value, ["map", "filter", "contains", "first", "allSatisfy"].contains(name) {
                let evaluate = base.evaluate
                let elements = Checked(.array(.binding(element))) { execution in
                    let binding = Checker.binding(try evaluate(execution))
                    let count = try binding.read(in: execution).asArray.count
                    return .array((0..<count).map { .binding(binding.appending(.element($0))) })
                }
                if let call = try arrayMethod(elements, element: .binding(element), name, arguments, at: location) {
                    return call
                }
            }
        case .animation:
            if let call = try animationMethod(base, name, arguments, at: location) { return call }
        case .optional(let wrapped):
            throw Diagnostic(
                "value of optional type '\(base.type.displayName)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.displayName)'",
                at: location)
        default:
            break
        }
        // A member that is a closure value: call it.
        let callee = try member(of: base, name, at: location)
        if case .function(let parameters, let result) = callee.type {
            try expectLabels(arguments, parameters.map { _ in nil }, callee: name, at: location)
            let values = try zip(arguments, parameters).map { try check($0.value, as: $1, in: .argument).evaluate }
            let function = callee.evaluate
            return Checked(result) { execution in
                guard case .function(let closure) = try function(execution) else { preconditionFailure() }
                return try closure.invoke(execution, try values.map { try $0(execution) })
            }
        }
        throw Diagnostic("cannot call value of non-function type '\(callee.type.displayName)'", at: location)
    }

    /// The place a mutating method writes to, or Swift's error when there is none.
    func mutablePlace(_ base: Checked, _ member: String, at location: SourceLocation) throws -> Place {
        guard let place = base.place else {
            throw Diagnostic(
                "cannot use mutating member on immutable value: function call returns immutable value",
                at: location)
        }
        if let error = place.mutatingUseError(member: member, at: location) { throw error }
        return place
    }

    // MARK: Strings

    private func stringMethod(_ base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        let evaluate = base.evaluate
        switch (name, arguments.map(\.label)) {
        case ("uppercased", []), ("lowercased", []):
            let upper = name == "uppercased"
            return Checked(.string) { execution in
                let text = try evaluate(execution).asString
                return .string(upper ? text.uppercased() : text.lowercased())
            }
        case ("hasPrefix", [nil]), ("hasSuffix", [nil]), ("contains", [nil]):
            let other = try check(arguments[0].value, as: .string, in: .argument).evaluate
            return Checked(.bool) { execution in
                let text = try evaluate(execution).asString, needle = try other(execution).asString
                switch name {
                case "hasPrefix": return .bool(text.hasPrefix(needle))
                case "hasSuffix": return .bool(text.hasSuffix(needle))
                default: return .bool(needle.isEmpty || text.contains(needle))
                }
            }
        case ("append", [nil]):
            let other = try check(arguments[0].value, as: .string, in: .argument).evaluate
            let place = try mutablePlace(base, name, at: location)
            return Checked(.void) { execution in
                let suffix = try other(execution).asString
                try place.modify(execution) { value in
                    let old = value
                    value.withString { $0 += suffix }
                    return { $0 = old }
                }
                return .void
            }
        default:
            return nil
        }
    }

    // MARK: Bindings and animations

    private func bindingMethod(
        _ base: Checked, value: SessionType, _ name: String, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked? {
        let evaluate = base.evaluate
        switch (name, arguments.map(\.label)) {
        case ("transaction", [nil]):
            let transaction = try check(arguments[0].value, as: .transaction, in: .argument).evaluate
            return Checked(base.type) { execution in
                var binding = Checker.binding(try evaluate(execution))
                guard case .transaction(let newTransaction) = try transaction(execution) else { preconditionFailure() }
                binding.transaction = newTransaction
                return .binding(binding)
            }
        case ("animation", []), ("animation", [nil]):
            let animation = try arguments.first.map { try check($0.value, as: .optional(.animation), in: .argument).evaluate }
            return Checked(base.type) { execution in
                var binding = Checker.binding(try evaluate(execution))
                if let animation {
                    if case .animation(let value)? = try animation(execution).optionalPayload {
                        binding.transaction.animation = value
                    } else {
                        binding.transaction.animation = nil
                    }
                } else {
                    binding.transaction.animation = .default
                }
                return .binding(binding)
            }
        default:
            return nil
        }
    }

    private func animationMethod(_ base: Checked, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        let evaluate = base.evaluate
        func animation(_ execution: Execution) throws -> Animation {
            guard case .animation(let value) = try evaluate(execution) else { preconditionFailure() }
            return value
        }
        switch (name, arguments.map(\.label)) {
        case ("delay", [nil]), ("speed", [nil]):
            let amount = try check(arguments[0].value, as: .double, in: .argument).evaluate
            return Checked(.animation) { execution in
                let value = try amount(execution).asDouble
                let base = try animation(execution)
                return .animation(name == "delay" ? base.delay(value) : base.speed(value))
            }
        case ("repeatCount", [nil]), ("repeatCount", [nil, "autoreverses"]):
            let count = try check(arguments[0].value, as: .int, in: .argument).evaluate
            let reverses = try arguments.count > 1 ? check(arguments[1].value, as: .bool, in: .argument).evaluate : { _ in .bool(true) }
            return Checked(.animation) { execution in
                .animation(try animation(execution).repeatCount(try count(execution).asInt, autoreverses: try reverses(execution).asBool))
            }
        case ("repeatForever", []), ("repeatForever", ["autoreverses"]):
            let reverses = try arguments.first.map { try check($0.value, as: .bool, in: .argument).evaluate } ?? { _ in .bool(true) }
            return Checked(.animation) { execution in
                .animation(try animation(execution).repeatForever(autoreverses: try reverses(execution).asBool))
            }
        default:
            return nil
        }
    }
}
