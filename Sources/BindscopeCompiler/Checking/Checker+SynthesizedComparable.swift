import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// `enum Size: Comparable { case small, medium, large }`: Swift synthesizes `<` for an enum
    /// without a raw type whose payloads are all Comparable: cases in declaration order, then
    /// the payloads of the same case compared in order. False when the type does not qualify.
    public func synthesizeComparable(_ type: NominalType, at location: SourceLocation) -> Bool {
        guard type.kind == .enumeration, type.rawType == nil else { return false }
        let payloadTypes = type.cases.map { $0.payloadTypes ?? [] }
        var comparators: [SessionType: (Execution) -> (Value, Value) throws -> Bool] = [:]
        for types in payloadTypes {
            for payload in types where comparators[payload] == nil {
                guard let order = ascendingOrder(of: payload) else { return false }
                comparators[payload] = order
            }
        }
        let less = UserMethod(
            name: "<",
            parameters: ["lhs", "rhs"].map {
                DeclaredFunction.Parameter(label: nil, name: $0, type: .nominal(type), isInout: false, isVariadic: false, defaultValue: nil)
            },
            resultType: .bool, kind: .staticMethod, throwsErrors: false, location: location)
        let orderedPayloads = payloadTypes.map { $0.map { comparators[$0]! } }
        less.body = FunctionValue { execution, arguments in
            let (left, right) = (Checker.caseAndPayload(arguments[1]), Checker.caseAndPayload(arguments[2]))
            if left.index != right.index { return .bool(left.index < right.index) }
            for (position, order) in orderedPayloads[left.index].enumerated() {
                let isLess = order(execution)
                let (a, b) = (left.payload[position], right.payload[position])
                if try isLess(a, b) { return .bool(true) }
                if try isLess(b, a) { return .bool(false) }
            }
            return .bool(false)
        }
        type.members.staticMethods["<"] = [less]
        implicitCalls.hasAccessors = true
        return true
    }

    private static func caseAndPayload(_ value: Value) -> (index: Int, payload: [Value]) {
        switch value {
        case .enumeration(_, let index): (index, [])
        case .enumerationWithPayload(_, let index, let payload): (index, payload)
        default: preconditionFailure("a synthesized '<' compares enum cases")
        }
    }
}
