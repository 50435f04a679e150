import BindscopeLanguage
import BindscopeRuntime

/// `Float`'s members: Double's, run on the Float widened to a Double and narrowed back, which
/// is exact for what they compute (rounding, square roots, remainders, the tests), except its
/// text, which is Float's own (`Float(0.1)` prints `0.1`).
extension BuiltinMembers {
    public static let float = MemberTable(
        "Float",
        [describedByPrinter, debugDescribedByPrinter]
            + double.members.filter { !["description", "debugDescription"].contains($0.name) }.map(narrowed))

    private static func narrowed(_ member: BuiltinMember) -> BuiltinMember {
        BuiltinMember(
            name: member.name, kind: member.kind, labels: member.labels, takesClosure: member.takesClosure,
            signature: member.signature.replacingOccurrences(of: "Double", with: "Float")
        ) { use in
            let evaluate = use.evaluate
            let widened = Checked(.double) { execution in
                guard case .float(let value) = try evaluate(execution) else { return try evaluate(execution) }
                return .double(Double(value))
            }
            let result = try member.check(use.replacingBase(widened))
            guard result.type == .double else { return result }
            let compute = result.evaluate
            return Checked(.float) { .float(Float(try compute($0).asDouble)) }
        }
    }
}
