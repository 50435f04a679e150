import BindscopeLanguage
import BindscopeRuntime
import StateBinding

/// `Int`, `Double`, `Bool`, `AnyHashable` and `Transaction`.
extension BuiltinMembers {
    public static let int = MemberTable("Int", [
        describedByPrinter,
        .method("isMultiple(of:)", "(Int) -> Bool") { use in
            let other = try use.argument(0, as: .int)
            let evaluate = use.evaluate
            return Checked(.bool) { execution in
                .bool(try evaluate(execution).asInt.isMultiple(of: try other(execution).asInt))
            }
        },
        .method("signum()", "() -> Int") { use in
            let evaluate = use.evaluate
            return Checked(.int) { .int(try evaluate($0).asInt.signum()) }
        },
        .method("quotientAndRemainder(dividingBy:)", "(Int) -> (quotient: Int, remainder: Int)") { use in
            let divisor = try use.argument(0, as: .int)
            let evaluate = use.evaluate
            return Checked(.tuple(labels: ["quotient", "remainder"], elements: [.int, .int])) { execution in
                let value = try evaluate(execution).asInt, by = try divisor(execution).asInt
                let (quotient, remainder) = try IntegerDivision.quotientAndRemainder(value, by)
                return .tuple([.int(quotient), .int(remainder)])
            }
        },
        // A UInt, as Swift's: `Int.min.magnitude` fits.
        .property("magnitude", "UInt") { use in
            let evaluate = use.evaluate
            return Checked(.sizedInteger(.uint)) {
                .sized(SizedInteger(width: .uint, bits: UInt64(try evaluate($0).asInt.magnitude)))
            }
        },
        .staticProperty("max", "Int") { _ in Checked(.int) { _ in .int(.max) } },
        .staticProperty("min", "Int") { _ in Checked(.int) { _ in .int(.min) } },
        .staticProperty("zero", "Int") { _ in Checked(.int) { _ in .int(0) } },
    ] + formatting(integer: true) + intRandom + intBits)

    public static let double = MemberTable("Double", [
        // `description` prints any NaN as `nan`, where printing shows its sign.
        .property("description", "String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { .string(try evaluate($0).asDouble.description) }
        },
        debugDescribedByPrinter,
        doubleTest("isNaN") { $0.isNaN },
        doubleTest("isInfinite") { $0.isInfinite },
        doubleTest("isFinite") { $0.isFinite },
        doubleTest("isZero") { $0.isZero },
        .property("magnitude", "Double") { use in
            let evaluate = use.evaluate
            return Checked(.double) { .double(try evaluate($0).asDouble.magnitude) }
        },
        .method("rounded()", "() -> Double") { use in
            let evaluate = use.evaluate
            return Checked(.double) { .double(try evaluate($0).asDouble.rounded()) }
        },
        .method("rounded(_:)", "(FloatingPointRoundingRule) -> Double") { use in
            let rule = try roundingRule(use.arguments[0])
            let evaluate = use.evaluate
            return Checked(.double) { .double(try evaluate($0).asDouble.rounded(rule)) }
        },
        .method("squareRoot()", "() -> Double") { use in
            let evaluate = use.evaluate
            return Checked(.double) { .double(try evaluate($0).asDouble.squareRoot()) }
        },
        .method("truncatingRemainder(dividingBy:)", "(Double) -> Double") { use in
            let divisor = try use.argument(0, as: .double)
            let evaluate = use.evaluate
            return Checked(.double) { execution in
                .double(try evaluate(execution).asDouble.truncatingRemainder(dividingBy: try divisor(execution).asDouble))
            }
        },
        doubleConstant("zero", 0),
        doubleConstant("pi", .pi),
        doubleConstant("infinity", .infinity),
        doubleConstant("nan", .nan),
        doubleConstant("greatestFiniteMagnitude", .greatestFiniteMagnitude),
        doubleConstant("ulpOfOne", .ulpOfOne),
        doubleConstant("leastNonzeroMagnitude", .leastNonzeroMagnitude),
    ] + formatting(integer: false) + doubleRandom)

    public static let bool = MemberTable("Bool", boolRandom + [
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

    public static let anyHashable = MemberTable("AnyHashable", [
        .property("base", "Any") { use in
            let evaluate = use.evaluate
            return Checked(.any) { execution in
                guard case .anyHashable(let payload, let type) = try evaluate(execution) else { preconditionFailure() }
                return .existential(payload, type)
            }
        },
    ])

    public static let transaction = MemberTable(
        "Transaction", ["animation", "disablesAnimations", "isContinuous"].map(transactionField))

    public static let describedByPrinter = BuiltinMember.property("description", "String") { use in
        let evaluate = use.evaluate, type = use.base.type
        return Checked(.string) { .string(try ValuePrinter(execution: $0).describe(evaluate($0), as: type)) }
    }

    /// `debugDescription`: what `debugPrint` shows (`"abc"` quoted).
    public static let debugDescribedByPrinter = BuiltinMember.property("debugDescription", "String") { use in
        let evaluate = use.evaluate, type = use.base.type
        return Checked(.string) { .string(try ValuePrinter(execution: $0).reflect(evaluate($0), as: type)) }
    }

    private static func doubleTest(_ name: String, _ test: @escaping @Sendable (Double) -> Bool) -> BuiltinMember {
        .property(name, "Bool") { use in
            let evaluate = use.evaluate
            return Checked(.bool) { .bool(test(try evaluate($0).asDouble)) }
        }
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

extension BuiltinMembers {
    /// `.up`, `.down`, `.towardZero`…: a rounding rule, written as the implicit member it is.
    public static func roundingRule(_ argument: Argument) throws -> FloatingPointRoundingRule {
        let rules: [String: FloatingPointRoundingRule] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        ]
        guard case .implicitMember(let name) = argument.value.kind, let rule = rules[name] else {
            throw Diagnostic(
                "a rounding rule is written as one of \(rules.keys.sorted().map { ".\($0)" }.joined(separator: ", ")) in a session",
                at: argument.location)
        }
        return rule
    }
}
