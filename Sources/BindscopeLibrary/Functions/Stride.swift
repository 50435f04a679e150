import BindscopeLanguage
import BindscopeRuntime

extension LibraryChecking {
    /// `stride(from:to:by:)` and `stride(from:through:by:)` over Int or Double. The elements
    /// are computed as Swift computes them (`start + i * step` for Double), and the sequence
    /// is held as an array: it is iterated and mapped, which is how sessions use it.
    public func strideCall(_ arguments: [Argument], expecting expected: SessionType?, at location: SourceLocation) throws -> Checked {
        let labels = arguments.map(\.label)
        let closed = labels == ["from", "through", "by"]
        guard closed || labels == ["from", "to", "by"] else {
            try expectLabels(arguments, ["from", "to", "by"], callee: "stride", at: location)
            throw Diagnostic("no exact matches in call to global function 'stride'", at: location)
        }
        let isDouble = try arguments.contains { argument in
            if case .floatLiteral = argument.value.kind { return true }
            if argument.value.isNumericLiteral { return false }
            return try checkValue(argument.value).type == .double
        }
        let type: SessionType = isDouble ? .double : .int
        let values = try arguments.map { try check($0.value, as: type, in: .argument).evaluate }
        let start = values[0], end = values[1], step = values[2]
        return Checked(.view(closed ? .strideThrough : .strideTo, base: type, element: type)) { execution in
            let bounds = (try start(execution), try end(execution), try step(execution))
            switch bounds {
            case (.int(let from), .int(let to), .int(let by)):
                guard by != 0 else { throw RuntimeError.fatal("Stride size must not be zero") }
                return .array(closed ? stride(from: from, through: to, by: by).map(Value.int) : stride(from: from, to: to, by: by).map(Value.int))
            case (.double(let from), .double(let to), .double(let by)):
                guard by != 0 else { throw RuntimeError.fatal("Stride size must not be zero") }
                return .array(closed ? stride(from: from, through: to, by: by).map(Value.double) : stride(from: from, to: to, by: by).map(Value.double))
            default:
                preconditionFailure("stride over \(bounds)")
            }
        }
    }
}
