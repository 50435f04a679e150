import BindscopeLanguage
import BindscopeRuntime
import StateBinding

/// `Binding`'s own members, which win over key-path lookup into the value
/// (`$model.wrappedValue` is the model even when the model has a `wrappedValue` field), and
/// `State`'s.
extension BuiltinMembers {
    public static let binding = MemberTable("Binding", [
        .property("wrappedValue", "Value") { use in
            let evaluate = use.evaluate
            return Checked(use.base.type.wrapperValueType, place: Place(root: .binding(evaluate))) { execution in
                try BuiltinMembers.bindingValue(evaluate(execution)).read(in: execution)
            }
        },
        .property("projectedValue", "Binding<Value>") { use in
            Checked(use.base.type, evaluate: use.evaluate)
        },
        .property("transaction", "Transaction") { use in
            let evaluate = use.evaluate
            return Checked(.transaction) { .transaction(try BuiltinMembers.bindingValue(evaluate($0)).transaction) }
        },
        .method("transaction(_:)", "(Transaction) -> Binding<Value>") { use in
            let transaction = try use.argument(0, as: .transaction)
            let evaluate = use.evaluate
            return Checked(use.base.type) { execution in
                var binding = BuiltinMembers.bindingValue(try evaluate(execution))
                guard case .transaction(let newTransaction) = try transaction(execution) else { preconditionFailure() }
                binding.transaction = newTransaction
                return .binding(binding)
            }
        },
        animation("animation()"),
        animation("animation(_:)"),
        .staticMethod("constant(_:)", "(Value) -> Binding<Value>") { use in
            guard case .metatype(.binding(let value)) = use.base.type else { preconditionFailure() }
            // `Binding.constant(3)` written without a value type takes the argument's.
            let argument = use.arguments[0].value
            let constant = try value == .any ? use.checker.checkValue(argument) : use.checker.check(argument, as: value, in: .argument)
            let evaluate = constant.evaluate
            return Checked(.binding(constant.type)) { .binding(BindingValue(source: .constant(try evaluate($0)))) }
        },
    ])

    private static func animation(_ selector: String) -> BuiltinMember {
        .method(selector, "(Animation?) -> Binding<Value>") { use in
            let animation = use.arguments.isEmpty ? nil : try use.argument(0, as: .optional(.animation))
            let evaluate = use.evaluate
            return Checked(use.base.type) { execution in
                var binding = BuiltinMembers.bindingValue(try evaluate(execution))
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
        }
    }

    /// A Binding to an array is a Collection of element bindings (iOS 15).
    public static let bindingCollection = MemberTable(
        "Binding", [
            .property("count", "Int") { use in
                let elements = elementCount(use)
                return Checked(.int) { .int(try elements($0).1) }
            },
            .property("isEmpty", "Bool") { use in
                let elements = elementCount(use)
                return Checked(.bool) { .bool(try elements($0).1 == 0) }
            },
            .property("startIndex", "Int") { _ in Checked(.int) { _ in .int(0) } },
            .property("indices", "Range<Int>") { use in
                let elements = elementCount(use)
                return Checked(.range(.int, closed: false)) { .range(lower: 0, upper: try elements($0).1, closed: false) }
            },
            .property("endIndex", "Int") { use in
                let elements = elementCount(use)
                return Checked(.int) { .int(try elements($0).1) }
            },
            endBinding("first", first: true),
            endBinding("last", first: false),
        ]
            // Sequence methods see the element bindings as an array of them.
            + array.members.filter {
                $0.kind == .method
                    && ["map", "filter", "contains", "first", "allSatisfy", "last", "firstIndex", "lastIndex", "forEach",
                        "compactMap", "reduce", "count", "enumerated"].contains($0.name)
            }
            .map(overElementBindings))

    private static func elementCount(_ use: MemberUse) -> (Execution) throws -> (BindingValue, Int) {
        let evaluate = use.evaluate
        return { execution in
            let binding = try BuiltinMembers.bindingValue(evaluate(execution))
            return (binding, try binding.read(in: execution).asArray.count)
        }
    }

    private static func endBinding(_ name: String, first isFirst: Bool) -> BuiltinMember {
        .property(name, "Binding<Element>?") { use in
            let elements = elementCount(use)
            return Checked(.optional(use.element)) { execution in
                let (binding, count) = try elements(execution)
                guard count > 0 else { return .none }
                return .some(.binding(binding.appending(.element(isFirst ? 0 : count - 1))))
            }
        }
    }

    private static func overElementBindings(_ member: BuiltinMember) -> BuiltinMember {
        BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature
        ) { use in
            let evaluate = use.evaluate
            let elements = Checked(.array(use.element)) { execution in
                let binding = BuiltinMembers.bindingValue(try evaluate(execution))
                let count = try binding.read(in: execution).asArray.count
                return .array((0..<count).map { .binding(binding.appending(.element($0))) })
            }
            return try member.check(use.replacingBase(elements))
        }
    }

    public static let state = MemberTable("State", [
        .property("wrappedValue", "Value") { use in
            let storage = stateStorage(use)
            return Checked(use.base.type.wrapperValueType, place: Place(root: .box(storage), tracksReads: true)) { execution in
                let box = try storage(execution)
                execution.noteRead(box)
                return box.value
            }
        },
        .property("projectedValue", "Binding<Value>") { use in
            let storage = stateStorage(use)
            return Checked(.binding(use.base.type.wrapperValueType)) {
                .binding(BindingValue(source: .storage(try storage($0))))
            }
        },
    ])

    private static func stateStorage(_ use: MemberUse) -> (Execution) throws -> Box {
        let evaluate = use.evaluate
        return { execution in
            guard case .state(let box) = try evaluate(execution) else { preconditionFailure() }
            return box
        }
    }
}

extension BuiltinMembers {
    public static func bindingValue(_ value: Value) -> BindingValue {
        guard case .binding(let binding) = value else { preconditionFailure("expected a binding, got \(value)") }
        return binding
    }
}

extension MemberUse {
    public func replacingBase(_ newBase: Checked) -> MemberUse {
        var use = MemberUse(checker: checker, base: newBase, name: name, arguments: arguments, expected: expected, location: location)
        use.receiverType = receiverType
        return use
    }
}
