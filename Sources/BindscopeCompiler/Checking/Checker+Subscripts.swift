import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// `a[i]`, `d[k]`, `d[k, default: v]`, `x[keyPath: kp]`, `$b[dynamicMember: kp]`, `$items[i]`.
    public func subscriptAccess(_ base: Expression, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        let checkedBase = try checkOperand(base)
        if case .metatype(let type) = checkedBase.type, userMembers(of: type)?.staticMethods["subscript"] != nil {
            // `Palette[0]`: the type's `static subscript`, whose getter is a static method.
            let callee = Expression(.member(base: base, name: "subscript", nameLocation: location), at: location)
            return try call(callee, arguments, expecting: nil, at: location)
        }
        if let declared = try userSubscriptRead(checkedBase, arguments, at: location) { return declared }
        if arguments.count == 1, arguments[0].label == nil, case .identifier("...") = arguments[0].value.kind,
            let whole = Checker.unboundedRangeSlice(checkedBase)
        {
            return whole
        }
        // Compared without building the list of labels: this runs for every `a[i]` checked.
        let soleLabel = arguments.count == 1 ? arguments[0].label : nil
        if soleLabel == "keyPath" {
            return try keyPathSubscript(checkedBase, arguments[0], at: location)
        }
        if soleLabel == "dynamicMember", case .binding(let value) = checkedBase.type {
            let keyPath = try check(arguments[0].value, expecting: .keyPath(root: value, value: .any))
            guard case .keyPath(value, let target) = keyPath.type else {
                throw Diagnostic(ConversionContext.argument.mismatch(keyPath.type, .keyPath(root: value, value: .any)), at: arguments[0].location)
            }
            let evaluateBase = checkedBase.evaluate, evaluateKeyPath = keyPath.evaluate
            return Checked(.binding(target)) { execution in
                guard case .keyPath(let path) = try evaluateKeyPath(execution) else { preconditionFailure() }
                return .binding(BuiltinMembers.bindingValue(try evaluateBase(execution)).appending(path.steps))
            }
        }
        switch checkedBase.type {
        case .array(let element):
            try expectLabels(arguments, [nil], callee: "subscript", at: location)
            return try elementAccess(checkedBase, element: element, arguments[0], at: location)
        case .binding(.array(let element)):
            try expectLabels(arguments, [nil], callee: "subscript", at: location)
            let index = try check(arguments[0].value, as: .int, in: .argument).evaluate
            let evaluate = checkedBase.evaluate
            // The element binding captures the index and reads nothing: a binding past the end
            // is made, and a read or write through it checks the bounds then. Twin:
            // StateBinding's `Binding.subscript(position:)` (Binding+Collection.swift); session
            // 1542-trap-element-binding-made-out-of-range covers both.
            return Checked(.binding(element)) { execution in
                let binding = BuiltinMembers.bindingValue(try evaluate(execution))
                return .binding(binding.appending(.element(try index(execution).asInt)))
            }
        case .string, .substring:
            return try stringSubscript(checkedBase, arguments, at: location)
        case .view(.arraySlice, _, let element):
            return try sliceSubscript(checkedBase, element: element, arguments, at: location)
        case .dictionary(let key, let value):
            return try dictionaryAccess(checkedBase, key: key, value: value, arguments, at: location)
        case .binding(.dictionary(let key, let value)):
            // `$scores["Ada"]`: a Binding<Int?> to the entry, through the key path `\.["Ada"]`.
            try expectLabels(arguments, [nil], callee: "subscript", at: location)
            let keyEvaluate = try check(arguments[0].value, as: key, in: .argument).evaluate
            let evaluate = checkedBase.evaluate, declared = declaredKeyEquality(of: key)
            return Checked(.binding(.optional(value))) { execution in
                .binding(BuiltinMembers.bindingValue(try evaluate(execution)).appending(.key(try keyEvaluate(execution), declared: declared)))
            }
        default:
            throw Diagnostic(
                "value of type '\(checkedBase.type.displayName)' has no subscripts", at: location)
        }
    }

    private func elementAccess(_ base: Checked, element: SessionType, _ argument: Argument, at location: SourceLocation) throws -> Checked {
        if let slice = try oneSidedSlice(base, element: element, argument.value, at: location) { return slice }
        lastIntArithmetic = nil
        let checkedIndex = try checkValue(argument.value, expecting: .int)
        if case .range(.int, _) = checkedIndex.type { return rangeSlice(base, element: element, checkedIndex, at: location) }
        guard checkedIndex.type == .int else {
            throw Diagnostic("no exact matches in call to subscript", at: location)
        }
        let index = checkedIndex.evaluate
        let evaluate = base.evaluate
        // A literal index is part of a fixed path, so a watch of `todos[1].title` is reached
        // only by writes to that element.
        let step: Place.Step
        if case .integerLiteral(let text) = argument.value.kind,
            let literal = Int(text.filter { $0 != "_" }), literal >= 0,
            literalRecorder?.isSlotted(at: argument.value.location) != true
        {
            noteLiteralValueUsed(argument.value)
            step = .fixed(.element(literal))
        } else {
            step = .computedElement(ComputedIndex(checkedIndex, arithmetic: arithmeticForm(of: checkedIndex, argument.value)))
        }
        @inline(__always) func elementAt(_ execution: Execution) throws -> Value {
            let elements = try evaluate(execution).asArray
            let position = try index(execution).asInt
            guard elements.indices.contains(position) else {
                throw RuntimeError.indexOutOfRange.located(at: location)
            }
            return elements[position]
        }
        // Captured as a Place, not a Place?: binding an optional capture retains it.
        guard let place = base.place?.appending(step, location: location, readsValue: true) else {
            return Checked(element) { execution in try elementAt(execution) }
        }
        return Checked(element, readingThrough: place) { execution in
            try Place.read(place, execution) { try elementAt(execution) }
        }.readingIntAtPlace()
    }

    private func dictionaryAccess(
        _ base: Checked, key: SessionType, value: SessionType, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked {
        let evaluate = base.evaluate
        // A key type's declared `==` finds entries (`DeclaredKeyEquality`).
        let declared = declaredKeyEquality(of: key)
        if arguments.map(\.label) == [nil, "default"] {
            let keyEvaluate = try check(arguments[0].value, as: key, in: .argument).evaluate
            let fallback = try check(arguments[1].value, as: value, in: .argument).evaluate
            // The default is an autoclosure in Swift: evaluated only when the key is missing.
            let place = base.place?.appending(.computed { execution in
                let keyValue = try keyEvaluate(execution)
                let dictionary = BuiltinMembers.dictionaryValue(try evaluate(execution))
                let present = dictionary[try dictionary.storedKey(for: keyValue, by: declared, in: execution)] != nil
                return .keyWithDefault(keyValue, default: present ? .void : try fallback(execution), declared: declared)
            })
            return Checked(value, place: place) { execution in
                let dictionary = BuiltinMembers.dictionaryValue(try evaluate(execution))
                let keyValue = try keyEvaluate(execution)
                if let found = dictionary[try dictionary.storedKey(for: keyValue, by: declared, in: execution)] { return found }
                return try fallback(execution)
            }
        }
        try expectLabels(arguments, [nil], callee: "subscript", at: location)
        let keyEvaluate = try check(arguments[0].value, as: key, in: .argument).evaluate
        let place = base.place?.appending(.computed { .key(try keyEvaluate($0), declared: declared) })
        return Checked(.optional(value), place: place) { execution in
            let dictionary = BuiltinMembers.dictionaryValue(try evaluate(execution))
            return .optional(dictionary[try dictionary.storedKey(for: try keyEvaluate(execution), by: declared, in: execution)])
        }
    }

    /// `value[keyPath: kp]`: reads and writes through the key path's steps.
    private func keyPathSubscript(_ base: Checked, _ argument: Argument, at location: SourceLocation) throws -> Checked {
        let keyPath = try check(argument.value, expecting: .keyPath(root: base.type, value: .any))
        guard let (root, target) = keyPath.type.keyPathTypes, root == base.type else {
            throw Diagnostic(ConversionContext.argument.mismatch(keyPath.type, .keyPath(root: base.type, value: .any)), at: argument.location)
        }
        let evaluateBase = base.evaluate, evaluateKeyPath = keyPath.evaluate
        let path: (Execution) throws -> KeyPathValue = { execution in
            guard case .keyPath(let path) = try evaluateKeyPath(execution) else { preconditionFailure() }
            return path
        }
        let steps: (Execution) throws -> [PathStep] = { try path($0).steps }
        // A class instance's key path literal (Swift's ReferenceWritableKeyPath) writes the
        // object's storage, wherever the reference to it is held, as `object.name = x` does:
        // the place starts at the reference, and its first step restarts at the object
        // (`Value.modifyObject`).
        // A key path held in a `WritableKeyPath` variable still needs a `var` (Swift's rule).
        var basePlace = base.place
        if case .nominal(let type) = base.type, type.isClass, case .keyPath = argument.value.kind {
            basePlace = Place(root: .box { Box(try evaluateBase($0)) }, allowsDirectAccess: false)
        } else if case .nominal(let type) = base.type, type.isClass, isReferenceKeyPath(argument.value) {
            basePlace = Place(root: .box { Box(try evaluateBase($0)) }, allowsDirectAccess: false)
        }
        // Only a WritableKeyPath leads to storage that can be written.
        var place = basePlace?.appending(.computedList(steps))
        if case .readOnlyKeyPath = keyPath.type {
            let name = if case .identifier(let name) = argument.value.kind { "'\(name)'" } else { "key path" }
            place = basePlace?.appending(.computedList(steps), immutability: .readOnlyKeyPath(name: name))
        }
        return Checked(target, place: place) { execution in
            try path(execution).read(from: try evaluateBase(execution), in: execution)
        }
    }
}

extension Checker {
    /// `items[...]`, `text[...]`: the whole collection as its slice (Swift's `UnboundedRange`),
    /// an ArraySlice from index 0 or a Substring. Nil for a type without one.
    public static func unboundedRangeSlice(_ base: Checked) -> Checked? {
        let evaluate = base.evaluate
        switch base.type {
        case .array(let element):
            return Checked(.arraySlice(of: element)) { .arraySlice(start: 0, try evaluate($0).asArray) }
        case .view(.arraySlice, _, _), .substring:
            return Checked(base.type, evaluate: evaluate)
        case .string:
            return Checked(.substring) { .substring(SubstringValue(whole: try evaluate($0).asString)) }
        default:
            return nil
        }
    }
}
