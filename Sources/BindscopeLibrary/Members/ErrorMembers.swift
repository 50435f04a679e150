import BindscopeLanguage
import BindscopeRuntime

/// `any Error`'s members, which every type conforming to `Error` has too: Foundation's
/// `localizedDescription`, what SwiftUI code shows in an alert.
extension BuiltinMembers {
    public static let error = MemberTable("Error", [
        .property("localizedDescription", "String") { use in
            let evaluate = use.evaluate
            return Checked(.string) { execution in
                guard case .existential(let value, let type) = try evaluate(execution) else {
                    preconditionFailure("checked as any Error")
                }
                return .string(try localizedDescription(of: value, type, execution))
            }
        },
    ])

    /// A `LocalizedError`'s `errorDescription` when it gives one; otherwise what Foundation
    /// makes of the error's domain (its type's name) and code.
    private static func localizedDescription(of value: Value, _ type: SessionType, _ execution: Execution) throws -> String {
        guard case .nominal(let nominal) = type else { return "The operation could not be completed." }
        if nominal.conformances.contains("LocalizedError"),
            let index = nominal.computedPropertyIndex(named: "errorDescription"),
            nominal.computedProperties[index].type == .optional(.string),
            case .some(.string(let text)) = try execution.computedProperty(nominal, index, of: value)
        {
            return text
        }
        return "The operation could not be completed. (\(type.qualifiedName) error \(errorCode(of: value)).)"
    }

    /// Swift's `_code` of an error: an `Int`-backed enum's raw value; another enum's case
    /// number in its layout, where the cases with associated values come first (each group in
    /// declaration order); 1 for a struct.
    private static func errorCode(of value: Value) -> Int {
        let nominal: NominalType, index: Int
        switch value {
        case .enumeration(let type, let caseIndex): (nominal, index) = (type, caseIndex)
        case .enumerationWithPayload(let type, let caseIndex, _): (nominal, index) = (type, caseIndex)
        default: return 1
        }
        if case .int(let raw)? = nominal.cases[index].rawValue { return raw }
        let payloadFirst = nominal.cases.indices.filter { nominal.cases[$0].hasPayload }
            + nominal.cases.indices.filter { !nominal.cases[$0].hasPayload }
        return payloadFirst.firstIndex(of: index)!
    }
}
