import BindscopeLanguage
import StateBinding

/// `Int`, `Double`, `Bool`, `AnyHashable` and `Transaction`.
extension BuiltinMembers {
    static let int = MemberTable("Int", [
        describedByPrinter,
        .staticProperty("max", "Int") { _ in Checked(.int) { _ in .int(.max) } },
        .staticProperty("min", "Int") { _ in Checked(.int) { _ in .int(.min) } },
    ])

    static let double = MemberTable("Double", [
        // `description` prints any NaN as `nan`, where printing shows its sign.
        .property("description", "String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { .string(try evaluate($0).asDouble.description) }
        },
        doubleConstant("pi", .pi),
        doubleConstant("infinity", .infinity),
        doubleConstant("nan", .nan),
        doubleConstant("greatestFiniteMagnitude", .greatestFiniteMagnitude),
        doubleConstant("ulpOfOne", .ulpOfOne),
    ])

    static let bool = MemberTable("Bool", [
        describedByPrinter,
        .method("toggle()", "()") { use in
            let place = try use.mutablePlace()
            return Checked(.void) { execution in
                try place.modify(execution) { value in
                    value = .bool(!value.asBool)
                    return { $0 = .bool(!$0.asBool) }
                }
                return .void
            }
        },
    ])

    static let anyHashable = MemberTable("AnyHashable", [
        .property("base", "Any") { use in
            let evaluate = use.evaluate
            return Checked(.any) { execution in
                guard case .anyHashable(let payload, let type) = try evaluate(execution) else { preconditionFailure() }
                return .existential(payload, type)
            }
        },
    ])

    static let transaction = MemberTable(
        "Transaction", ["animation", "disablesAnimations", "isContinuous"].map(transactionField))

    private static let describedByPrinter = BuiltinMember.property("description", "String") { use in
        let evaluate = use.evaluate, type = use.base.type
        return Checked(.string) { .string(try ValuePrinter(execution: $0).describe(evaluate($0), as: type)) }
    }

    private static func doubleConstant(_ name: String, _ constant: Double) -> BuiltinMember {
        .staticProperty(name, "Double") { _ in Checked(.double) { _ in .double(constant) } }
    }

    /// A stored field of Transaction: writable through the value's place.
    private static func transactionField(_ name: String) -> BuiltinMember {
        .property(name, Transaction.fieldType(name)!.displayName) { use in
            let evaluate = use.evaluate, type = Transaction.fieldType(name)!
            let place = use.base.place?.appending(.fixed(.transactionField(name)))
            return Checked(type, place: place) {
                guard case .transaction(let transaction) = try evaluate($0) else { preconditionFailure() }
                return transaction.field(name)
            }
        }
    }
}
