import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime
import StateBinding

extension Checker {
    /// `callee(arguments)`: a built-in function, an initializer, a static or instance method,
    /// or a closure value.
    public func call(
        _ callee: Expression, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        switch callee.kind {
        case .identifier(let name):
            if case .functions(let overloads)? = lookup(name) {
                do {
                    if overloads.contains(where: { $0.genericTemplate != nil }) {
                        return try overloadedCall(overloads, arguments, expecting: expected, at: callee.location)
                    }
                    return try functionCall(overloads, arguments, expecting: expected, kind: "local function", at: callee.location)
                } catch let failure as Diagnostic {
                    // A session's `func print(_ shape: Shape)` overloads the library's `print`,
                    // which a call its own do not fit still reaches, as Swift's overloading does.
                    guard BuiltinMembers.globalFunctions[name] != nil,
                        let builtin = try? builtinFunctionCall(name, arguments, expecting: expected, at: callee.location)
                    else { throw failure }
                    return builtin
                }
            }
            if lookup(name) == nil,
                let method = try implicitSelfCall(name, arguments, expecting: expected, at: callee.location)
            {
                return method
            }
            if let template = bareGenericType(callee) {
                let instance = try inferInstance(template, forMember: "init", arguments, expecting: expected, at: callee.location)
                return try initializer(of: .nominal(instance), arguments, expecting: expected, at: callee.location)
            }
            if lookup(name) == nil {
                if declared.types[name] == nil, declared.genericTypes[name] == nil,
                    let initializer = try libraryExtensionInitializerCall(name, arguments, expecting: expected, at: callee.location)
                {
                    return initializer
                }
                if let builtin = try builtinFunctionCall(name, arguments, expecting: expected, at: callee.location) {
                    return builtin
                }
                // A session's `struct Set` or `enum Result` shadows the library's generic one.
                if declared.types[name] == nil || !Checker.shadowableTypeNames.contains(name),
                    let generic = try unspecializedInitializer(name, arguments, expecting: expected, at: callee.location)
                {
                    return generic
                }
            }
        case .member(let base, let name, let nameLocation):
            // `SampleModel.Person(…)`: the callee is the module's member, checked below.
            if isModuleReference(base) { break }
            if isSwiftModuleReference(base) {
                return try swiftQualifiedCall(name, arguments, expecting: expected, at: nameLocation)
            }
            if isUnicodeScalarReference(base, name) {
                return try unicodeScalarInitializer(arguments, expecting: expected, at: nameLocation)
            }
            if isSuperReference(base) { return try superCall(name, arguments, expecting: expected, at: nameLocation) }
            if let call = try characterSetCall(base, name, arguments, at: nameLocation) { return call }
            if case .identifier(let typeName) = base.kind, ["Binding", "State"].contains(typeName),
                lookup(typeName) == nil, declared.genericTypes[typeName] == nil
            {
                // `Binding.constant(3)`: the value type comes from the argument.
                let type: SessionType = typeName == "Binding" ? .binding(.any) : .state(.any)
                return try staticCall(on: type, name, arguments, expecting: expected, at: nameLocation)
            }
            let checkedBase: Checked
            if let template = bareGenericType(base) {
                // `Stack.of(1, 2, 3)`, `LoadState.loaded(42)`: the arguments say which instance.
                let instance = try inferInstance(template, forMember: name, arguments, expecting: expected, at: nameLocation)
                checkedBase = Checked(.metatype(.nominal(instance))) { _ in .metatype(.nominal(instance)) }
            } else {
                checkedBase = try literalRangeReceiver(base, arguments) ?? checkOperand(base)
            }
            if case .metatype(.nominal(let outer)) = checkedBase.type,
                userType(named: outer.name + "." + name) != nil || declared.typeAliases[outer.name + "." + name] != nil
                    || instantiation.nestedAliases[outer.name + "." + name] != nil || outer.associatedTypeBindings[name] != nil
            {
                // `Order.Line(…)`: a nested type's initializer, checked below.
                break
            }
            if case .metatype(.nominal(let type)) = checkedBase.type, type.isClass, name == "init" {
                // `kind.init(name:)` on a metatype value: the class it holds at run time.
                return try classInitializerCall(
                    of: type, arguments, expecting: expected, at: nameLocation, receiver: checkedBase.evaluate)
            }
            if case .metatype(let type) = checkedBase.type {
                if let call = try codingStaticCall(on: type, name, arguments, at: nameLocation) { return call }
                try refuseRequirementOnProtocolName(base, type, name, at: nameLocation)
                if let call = try userStaticCall(
                    on: type, name, arguments, expecting: expected, at: nameLocation, receiver: checkedBase.evaluate)
                {
                    return call
                }
                return try staticCall(on: type, name, arguments, expecting: expected, at: nameLocation)
            }
            let receiver = try openedForMember(checkedBase, name, at: nameLocation)
            do {
                if let call = try userMethodCall(on: receiver, name, arguments, expecting: expected, at: nameLocation) {
                    return call
                }
                return try methodCall(on: receiver, name, arguments, expecting: expected, at: nameLocation)
            } catch let error as Diagnostic {
                // `p.map { … }.assign(to: \.title, on: c)`: the call may decide the receiver's type.
                guard let retyped = receiverRetyped(base, receiver, forMethod: name, arguments, at: nameLocation),
                    let call = try? userMethodCall(on: retyped, name, arguments, expecting: expected, at: nameLocation)
                else { throw error }
                return call
            }
        case .implicitMember(let name):
            return try implicitMember(name, arguments: arguments, expecting: expected, at: callee.location)
        case .closure(let closure) where arguments.isEmpty && closure.resultType == nil && (closure.parameters ?? []).isEmpty:
            // `{ … }()`, also what an `if`/`switch` expression becomes (`Parser.parseValue`):
            // the context's type is the closure's result type, so `self = switch self {
            // case .red: .green … }` finds `.green` in it, as Swift types the branches.
            if let expected, expected != .any {
                let checkedCallee = try check(callee, expecting: .function(parameters: [], result: expected))
                if case .function(let parameters, let result) = checkedCallee.type {
                    return try closureCall(checkedCallee, parameters: parameters, result: result, arguments, at: location)
                }
            }
        default:
            break
        }
        let checkedCallee = try checkOperand(callee)
        switch checkedCallee.type {
        case .metatype(let type):
            return try initializer(of: type, arguments, expecting: expected, at: callee.location)
        case .function(let parameters, let result):
            return try closureCall(checkedCallee, parameters: parameters, result: result, arguments, at: location)
        default:
            throw Diagnostic(
                "cannot call value of non-function type '\(checkedCallee.type.displayName)'",
                at: callee.location)
        }
    }

    /// A call of a function value: a closure in a constant, a member holding one (`named`
    /// its name, which Swift's label errors quote).
    public func closureCall(
        _ callee: Checked, parameters: [SessionType], result: SessionType, _ arguments: [Argument],
        named name: String = "closure", at location: SourceLocation
    ) throws -> Checked {
        try expectLabels(arguments, parameters.map { _ in nil }, callee: name, at: location)
        if parameters.contains(where: \.isInoutParameter) {
            return try inoutClosureCall(callee, parameters: parameters, result: result, arguments)
        }
        let values = try zip(arguments, parameters).map { try checkPlainArgument($0, as: $1) }
        let function = callee.evaluate
        return Checked(result) { execution in
            guard case .function(let closure) = try function(execution) else { preconditionFailure() }
            let arguments = try values.map { try $0(execution) }
            return try closure.invoke(execution, arguments)
        }
    }

    // MARK: Initializers

    /// `Type(arguments)` for a fully known type.
    public func initializer(
        of type: SessionType, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked {
        if let parsing = try fixedWidthParsing(to: type, arguments) { return parsing }
        if case .sizedInteger = type, arguments.map(\.label) == [nil, "radix"] {
            return try integerParsing(to: type, arguments, at: location)
        }
        if type.isNumeric, let conversion = try fixedWidthConversion(to: type, arguments, at: location) {
            // Sized integers and Float, and `truncatingIfNeeded:`/`exactly:`; `Int(x)` and
            // `Double(x)` from the other numeric types are `numericConversion` below.
            return conversion
        }
        switch type {
        case .int, .double:
            return try numericConversion(to: type, arguments, at: location)
        case .string:
            if let call = try dataStringInitializer(arguments, at: location) { return call }
            return try stringInitializer(arguments, at: location)
        case .bool:
            return try boolInitializer(arguments, at: location)
        case .character:
            return try characterInitializer(arguments, at: location)
        case .substring:
            return try substringInitializer(arguments, at: location)
        case .unicodeScalar:
            return try unicodeScalarInitializer(arguments, expecting: expected, at: location)
        case .set(let element):
            return try setInitializer(element: element, arguments, at: location)
        case .array(let element):
            return try arrayInitializer(element: element, arguments, at: location)
        case .dictionary:
            if let grouping = try dictionaryInitializer(arguments, expecting: type, at: location) { return grouping }
            try expectLabels(arguments, [], callee: "Dictionary", at: location)
            return Checked(type) { _ in .dictionary(DictionaryValue()) }
        case .anyHashable:
            try expectLabels(arguments, [nil], callee: "AnyHashable", at: location)
            let value = try checkValue(arguments[0].value)
            guard isHashable(value.type) else {
                throw Diagnostic(
                    "argument type '\(value.type.displayName)' does not conform to expected type 'Hashable'",
                    at: arguments[0].location)
            }
            let evaluate = value.evaluate, valueType = value.type
            return Checked(.anyHashable) { .anyHashable(wrapping: try evaluate($0), of: valueType) }
        case .optional(let wrapped):
            try expectLabels(arguments, [nil], callee: "Optional", at: location)
            let value = try check(arguments[0].value, as: wrapped, in: .argument).evaluate
            return Checked(type) { .some(try value($0)) }
        case .binding(let value):
            return try bindingInitializer(valueType: value, arguments, expecting: expected, at: location)
        case .state(let value):
            return try stateInitializer(valueType: value, arguments, at: location)
        case .transaction:
            return try transactionInitializer(arguments, at: location)
        case .nominal(let nominal):
            if let call = try foundationInitializer(of: nominal, arguments, at: location) { return call }
            if let call = try codingInitializer(of: nominal, arguments, at: location) { return call }
            if let call = try urlInitializer(of: nominal, arguments, at: location) { return call }
            if let call = try objectIdentifierInitializer(of: nominal, arguments, at: location) { return call }
            if let (success, _) = nominal.resultArguments {
                return try resultCatchingInitializer(arguments, success: success, at: location)
            }
            if nominal.isClass { return try classInitializerCall(of: nominal, arguments, expecting: expected, at: location) }
            if nominal.kind == .enumeration, nominal.rawType != nil, arguments.map(\.label) == ["rawValue"],
                !nominal.members.initializers.contains(where: { $0.parameters.map(\.label) == ["rawValue"] })
            {
                // `init?(rawValue:)` stays beside an enum's own initializers (`init(from:)`).
                return try rawValueInitializer(of: nominal, arguments, at: location)
            }
            if let call = try userInitializerCall(of: nominal, arguments, expecting: expected, at: location) {
                return call
            }
            if nominal.kind == .enumeration {
                return try rawValueInitializer(of: nominal, arguments, at: location)
            }
            return try memberwiseInitializer(of: nominal, arguments, at: location)
        default:
            throw Diagnostic("type '\(type.displayName)' has no accessible initializers", at: location)
        }
    }

    /// `Binding(…)`, `State(…)`, `Array(…)`, `Optional(…)` written without generic arguments:
    /// the value type comes from the arguments or the context.
    public func unspecializedInitializer(
        _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation
    ) throws -> Checked? {
        switch name {
        case "Binding":
            if case .binding(let value)? = expected?.unwrappedOnce {
                return try bindingInitializer(valueType: value, arguments, expecting: expected, at: location)
            }
            return try bindingInitializer(valueType: nil, arguments, expecting: expected, at: location)
        case "State":
            if case .state(let value)? = expected {
                return try stateInitializer(valueType: value, arguments, at: location)
            }
            return try stateInitializer(valueType: nil, arguments, at: location)
        case "Dictionary":
            return try dictionaryInitializer(arguments, expecting: expected, at: location)
        case "Result":
            let success: SessionType? = if case .nominal(let type)? = expected, let result = type.resultArguments { result.success } else { nil }
            return try resultCatchingInitializer(arguments, success: success, at: location)
        case "Set":
            let element: SessionType? = if case .set(let element)? = expected?.unwrappedOnce { element } else { nil }
            return try setInitializer(element: element, arguments, at: location)
        case "Optional":
            try expectLabels(arguments, [nil], callee: name, at: location)
            let value = try checkValue(arguments[0].value)
            let evaluate = value.evaluate
            return Checked(.optional(value.type)) { .some(try evaluate($0)) }
        case "Array":
            if arguments.count == 1, arguments[0].label == nil {
                // `Array(squares(xs))` of a `some Sequence<Int>`: its underlying sequence.
                let source = openedForIteration(try checkValue(arguments[0].value))
                let evaluate = source.evaluate
                switch source.type {
                case .array: return source
                case .range(let bound, _) where bound == .int:
                    return Checked(.array(bound)) { try BuiltinMembers.elements(of: evaluate($0), in: $0) }
                case .string, .substring:
                    return Checked(.array(.character)) { .array(try evaluate($0).asString.map(Value.character)) }
                case .dictionary(let key, let value):
                    return Checked(.array(.tuple(labels: ["key", "value"], elements: [key, value]))) {
                        .array(BuiltinMembers.entries(of: try evaluate($0)))
                    }
                case .set(let element):
                    return Checked(.array(element)) { .array(Array(BuiltinMembers.setElements(try evaluate($0)))) }
                case .view:
                    return BuiltinMembers.viewElements(source)
                case .nominal:
                    if let elements = try userSequenceElements(source, at: location) { return elements }
                    throw Diagnostic("missing argument label 'arrayLiteral:' in call", at: arguments[0].location)
                default:
                    // No sequence: Swift reads the argument as an element of `init(arrayLiteral:)`.
                    throw Diagnostic("missing argument label 'arrayLiteral:' in call", at: arguments[0].location)
                }
            }
            if arguments.count == 2, arguments[0].label == "repeating" {
                // `let grid: [[Int?]] = Array(repeating: Array(repeating: nil, …), …)`: the
                // context gives the element type.
                if case .array(let element)? = expected?.unwrappedOnce {
                    return try arrayInitializer(element: element, arguments, at: location)
                }
                let element = try checkValue(arguments[0].value)
                return try arrayInitializer(element: element.type, arguments, at: location)
            }
            return nil
        default:
            return nil
        }
    }

    private func numericConversion(to type: SessionType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if type == .int, arguments.map(\.label) == [nil, "radix"] { return try integerParsing(to: type, arguments, at: location) }
        try expectLabels(arguments, [nil], callee: type.displayName, at: location)
        // `Double(1 / 3)` divides Ints (the initializer takes an Int); only a bare literal
        // becomes the target type directly.
        let isBareLiteral: Bool = switch arguments[0].value.kind {
        case .integerLiteral, .floatLiteral: true
        default: false
        }
        let source = try checkValue(arguments[0].value, expecting: isBareLiteral ? type : nil)
        let evaluate = source.evaluate
        switch (type, source.type) {
        case (.int, .int), (.double, .double):
            return source
        case (.int, .double):
            return Checked(.int) { execution in
                let number = try evaluate(execution).asDouble
                guard number.isFinite else {
                    throw RuntimeError.fatal("Double value cannot be converted to Int because it is either infinite or NaN")
                }
                guard let integer = Int(exactly: number.rounded(.towardZero)) else {
                    throw RuntimeError.fatal("Double value cannot be converted to Int because the result would be greater than Int.max")
                }
                return .int(integer)
            }
        case (.double, .int):
            return Checked(.double) { .double(Double(try evaluate($0).asInt)) }
        case (.int, .string), (.int, .substring):
            return Checked(.optional(.int)) { .optional(Int(try evaluate($0).asString).map(Value.int)) }
        case (.double, .string), (.double, .substring):
            return Checked(.optional(.double)) { .optional(Double(try evaluate($0).asString).map(Value.double)) }
        case (_, let from) where from.isFixedWidth:
            return try numericConversion(source, to: type, label: nil, at: location)
        default:
            throw Diagnostic(
                "no exact matches in call to initializer", at: location)
        }
    }

    private func stringInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if arguments.isEmpty { return Checked(.string) { _ in .string("") } }
        if let text = try textInitializer(arguments, at: location) { return text }
        if arguments.count == 2, arguments[0].label == "repeating" {
            try expectLabels(arguments, ["repeating", "count"], callee: "String", at: location)
            let text = try check(arguments[0].value, as: .string, in: .argument).evaluate
            let count = try check(arguments[1].value, as: .int, in: .argument).evaluate
            return Checked(.string) { execution in
                let times = try count(execution).asInt
                guard times >= 0 else { throw RuntimeError.fatal("Negative count not allowed") }
                let repeated = try text(execution).asString
                do { try execution.memoryLimit.checkString(copies: times, of: repeated.utf8.count) } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
                return .string(String(repeating: repeated, count: times))
            }
        }
        let label = arguments.first?.label
        guard arguments.count == 1, label == nil || label == "describing" || label == "reflecting" else {
            throw Diagnostic("no exact matches in call to initializer", at: location)
        }
        // `String(UnicodeScalar(67))`: String's own initializer from a scalar is unlabelled.
        let wantsScalar = label == nil && BuiltinMembers.isScalarConstruction(arguments[0].value)
        let value = try checkValue(arguments[0].value, expecting: wantsScalar ? .unicodeScalar : nil)
        let evaluate = value.evaluate, type = value.type
        if label == "reflecting" {
            return Checked(.string) { .string(try ValuePrinter(execution: $0).reflect(evaluate($0), as: type)) }
        }
        if type == .double {
            // `String(describing:)` goes through `description`, which prints any NaN as `nan`.
            return Checked(.string) { .string(try evaluate($0).asDouble.description) }
        }
        return Checked(.string) { .string(try ValuePrinter(execution: $0).describe(evaluate($0), as: type)) }
    }

    private func arrayInitializer(element: SessionType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if arguments.isEmpty { return Checked(.array(element)) { _ in .array([]) } }
        if arguments.count == 1, arguments[0].label == nil {
            // `[Int?]([1, nil])`, `Array<Int>(1...3)`: the elements of a sequence.
            let source = try checkValue(arguments[0].value, expecting: .array(element))
            let evaluate = source.evaluate
            switch source.type {
            case .array(element): return source
            case .range(element, _) where element == .int: return Checked(.array(element)) { try BuiltinMembers.elements(of: evaluate($0), in: $0) }
            case .view(_, _, element): return BuiltinMembers.viewElements(source)
            case .string where element == .character, .substring where element == .character:
                return Checked(.array(.character)) { .array(try evaluate($0).asString.map(Value.character)) }
            default: throw Diagnostic("no exact matches in call to initializer", at: location)
            }
        }
        try expectLabels(arguments, ["repeating", "count"], callee: "Array", at: location)
        let value = try check(arguments[0].value, as: element, in: .argument).evaluate
        let count = try check(arguments[1].value, as: .int, in: .argument).evaluate
        return Checked(.array(element)) { execution in
            let repeated = try value(execution)
            let times = try count(execution).asInt
            guard times >= 0 else { throw RuntimeError.fatal("Can't construct Array with count < 0") }
            do { try execution.memoryLimit.checkArray(count: times) } catch let error as RuntimeError { throw error.located(at: location) }
            return .array(Array(repeating: repeated, count: times))
        }
    }

    private func transactionInitializer(_ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if arguments.isEmpty { return Checked(.transaction) { _ in .transaction(Transaction()) } }
        try expectLabels(arguments, ["animation"], callee: "Transaction", at: location)
        let animation = try check(arguments[0].value, as: .optional(.animation), in: .argument).evaluate
        return Checked(.transaction) { execution in
            guard case .animation(let value)? = try animation(execution).optionalPayload else {
                return .transaction(Transaction(animation: nil))
            }
            return .transaction(Transaction(animation: value))
        }
    }

    private func rawValueInitializer(of type: NominalType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        guard let rawType = type.rawType else {
            throw Diagnostic("'\(type.name)' cannot be constructed because it has no accessible initializers", at: location)
        }
        try expectLabels(arguments, ["rawValue"], callee: type.name, at: location)
        let raw = try check(arguments[0].value, as: rawType, in: .argument).evaluate
        return Checked(.optional(.nominal(type))) { execution in
            let value = try raw(execution)
            guard let index = type.cases.firstIndex(where: { $0.rawValue == value }) else { return .none }
            return .some(.enumeration(type, index))
        }
    }

    /// The memberwise initializer: every stored `var`, and every `let` without a default, in
    /// declaration order; a `var` with a default may be left out.
    private func memberwiseInitializer(of type: NominalType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let parameters = type.storedProperties.filter { !($0.isConstant && $0.defaultValue != nil) }
        try requireMemberwiseAccess(type, parameters, arguments, at: location)
        let arguments = Checker.labellingTrailingClosure(arguments, parameters.map { ($0.initializerLabel, $0.initializerType) })
        if arguments.count > 1, arguments.allSatisfy({ $0.label == nil }), arguments.count <= parameters.count {
            let missing = parameters.prefix(arguments.count).map { "\($0.initializerLabel):" }.joined()
            throw Diagnostic("missing argument labels '\(missing)' in call", at: arguments[0].location)
        }
        var remaining = arguments[...]
        var fields: [Evaluator] = []
        for property in type.storedProperties {
            if property.isConstant, let defaultValue = property.defaultValue {
                fields.append(defaultValue.evaluate)
                continue
            }
            let label = property.initializerLabel
            var field: Evaluator
            var givenArgument = false
            if let argument = remaining.first, argument.label == label {
                givenArgument = true
                remaining.removeFirst()
                field = try check(argument.value, as: property.initializerType, in: .argument).evaluate
            } else if let defaultValue = property.defaultValue {
                field = defaultValue.evaluate
            } else if let argument = remaining.first, argument.label == nil || !type.storedProperties.contains(where: { $0.initializerLabel == argument.label }) {
                throw argument.label == nil
                    ? Diagnostic("missing argument label '\(label):' in call", at: argument.location)
                    : Diagnostic("incorrect argument label in call (have '\(argument.label!):', expected '\(label):')", at: argument.location)
            } else {
                throw Diagnostic("missing argument for parameter '\(label)' in call", at: location)
            }
            if let make = property.wrappedValueInitializer?.make, givenArgument {
                // `Example3(person: p)` for `@XStateV1 var person`, `Counter(count: 1)` for
                // `@State var count`: the wrapper made from the value, each instance its own.
                let wrapped = field
                field = { try make.invoke($0, [try wrapped($0)]) }
            }
            fields.append(field)
        }
        if let extra = remaining.first {
            let message = extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call"
            throw Diagnostic(message, at: extra.location)
        }
        return Checked(.nominal(type)) { execution in
            var values: [Value] = []
            values.reserveCapacity(fields.count)
            for field in fields { values.append(try field(execution)) }
            return .structure(StructValue(type: type, fields: values))
        }
    }
}
