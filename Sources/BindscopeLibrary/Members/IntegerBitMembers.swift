import BindscopeLanguage
import BindscopeRuntime

/// The FixedWidthInteger members people reach for on Int and the sized integers: bit counts
/// and the reporting arithmetic (`Int.max.addingReportingOverflow(1)`), which never traps.
extension BuiltinMembers {
    /// Int's, running Swift's own on the Int.
    public static let intBits: [BuiltinMember] = [
        .staticProperty("bitWidth", "Int") { _ in Checked(.int) { _ in .int(Int.bitWidth) } },
        .property("bitWidth", "Int") { use in
            // The receiver still runs, as Swift evaluates it.
            let evaluate = use.evaluate
            return Checked(.int) { execution in
                _ = try evaluate(execution)
                return .int(Int.bitWidth)
            }
        },
    ] + bitCounts { bits in
        let x = Int(bitPattern: UInt(truncatingIfNeeded: bits))
        return (x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
    } + reportingArithmetic { op, a, b in
        let (partial, overflow) = IntegerArithmetic.reporting(op, Int(bitPattern: UInt(truncatingIfNeeded: a)), Int(bitPattern: UInt(truncatingIfNeeded: b)))
        return (UInt64(UInt(bitPattern: partial)), overflow)
    }

    /// A sized integer's (`UInt8`, `Int16`…): the same members through its type's arithmetic.
    public static let sizedInteger = MemberTable("FixedWidthInteger", [describedByPrinter] + bitCounts(nil) + reportingArithmetic(nil))

    private static func integerBits(_ value: Value) -> UInt64 {
        switch value {
        case .int(let number): UInt64(UInt(bitPattern: number))
        case .sized(let number): number.bits
        default: preconditionFailure("checked as an integer")
        }
    }

    private static func arithmetic(_ type: SessionType) -> IntegerArithmetic? {
        if case .sizedInteger(let width) = type { return width.arithmetic }
        return nil
    }

    /// `nil` counts: the receiver's sized type's.
    private static func bitCounts(_ intCounts: (@Sendable (UInt64) -> (Int, Int, Int))?) -> [BuiltinMember] {
        [("nonzeroBitCount", 0), ("leadingZeroBitCount", 1), ("trailingZeroBitCount", 2)].map { name, part in
            .property(name, "Int") { use in
                guard let counts = intCounts ?? arithmetic(use.receiverType)?.bitCounts else {
                    preconditionFailure("an integer's table")
                }
                let evaluate = use.evaluate
                return Checked(.int) { execution in
                    let all = counts(integerBits(try evaluate(execution)))
                    return .int([all.0, all.1, all.2][part])
                }
            }
        }
    }

    private static func reportingArithmetic(_ intReporting: (@Sendable (String, UInt64, UInt64) -> (UInt64, Bool))?) -> [BuiltinMember] {
        [("addingReportingOverflow(_:)", "+"), ("subtractingReportingOverflow(_:)", "-"),
         ("multipliedReportingOverflow(by:)", "*"), ("dividedReportingOverflow(by:)", "/"),
         ("remainderReportingOverflow(dividingBy:)", "%")].map { selector, op in
            .method(selector, "(Self) -> (partialValue: Self, overflow: Bool)") { use in
                let type = use.receiverType
                guard let report = intReporting ?? arithmetic(type)?.reporting else { preconditionFailure("an integer's table") }
                let other = try use.argument(0, as: type)
                let evaluate = use.evaluate
                return Checked(.tuple(labels: ["partialValue", "overflow"], elements: [type, .bool])) { execution in
                    let (partial, overflow) = report(op, integerBits(try evaluate(execution)), integerBits(try other(execution)))
                    let value: Value = if case .sizedInteger(let width) = type {
                        .sized(SizedInteger(width: width, bits: partial))
                    } else {
                        .int(Int(bitPattern: UInt(truncatingIfNeeded: partial)))
                    }
                    return .tuple([value, .bool(overflow)])
                }
            }
        }
    }
}
