import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// `Shape.circle(radius: 2)`, `.point(1, 2)`: a case with associated values, whose labels
    /// the arguments must spell as declared.
    public func enumCaseConstruction(
        _ type: NominalType, _ index: Int, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked {
        let enumCase = type.cases[index]
        guard let labels = enumCase.payloadLabels, let types = enumCase.payloadTypes else {
            preconditionFailure("a case without associated values is not called")
        }
        try expectLabels(arguments, labels, callee: enumCase.name, at: location)
        let values = try zip(arguments, types).map { try check($0.value, as: $1, in: .argument).evaluate }
        return Checked(.nominal(type)) { execution in
            var payload: [Value] = []
            payload.reserveCapacity(values.count)
            for value in values { payload.append(try value(execution)) }
            return .enumerationWithPayload(type, index, payload)
        }
    }
}
