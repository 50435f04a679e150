import BindscopeLanguage
import BindscopeRuntime

// `grid[1...]`, `grid[..<2]`, `grid[1..<3]`: a range subscript on a session's own Collection
// that declares none gives `Slice<Grid>` (the sequence prelude's `Slice`), as Swift's default
// `subscript(bounds:)` does, any range expression turned into the slice's two bounds with the
// collection's own `startIndex`, `endIndex` and `index(after:)` (no `Range` is made: here one
// holds only Int bounds, and a collection's index may be its own struct).

extension Checker {
    /// The slice, or nil when the base is no such collection (or declares a subscript of its
    /// own taking other than its index) or the argument is no range of its index.
    public func userCollectionSliceRead(_ base: Checked, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard arguments.count == 1, arguments[0].label == nil, let index = userCollectionIndex(of: base.type),
            userCollectionDefaultType("SubSequence", of: base.type) != nil, case .nominal(let nominal) = base.type,
            !nominal.members.subscripts.contains(where: { $0.getter.parameters.first?.type != index })
        else { return nil }
        let argument = arguments[0].value
        return try inNestedScope {
            // A name no session can write: each site has its own slot for the collection.
            let variable = try declareVariable("sliced#\(location.line):\(location.column)", type: base.type, isConstant: true, at: location)
            func expression(_ kind: Expression.Kind) -> Expression { Expression(kind, at: location) }
            let collection = expression(.identifier(variable.name))
            func member(_ name: String) -> Expression { expression(.member(base: collection, name: name, nameLocation: location)) }
            func after(_ position: Expression) -> Expression {
                expression(.call(callee: member("index"), arguments: [Argument(label: "after", value: position, location: location)]))
            }
            let lower: Expression, upper: Expression
            switch argument.kind {
            case .binary("..<", let from, let to): (lower, upper) = (from, to)
            case .binary("...", let from, let through): (lower, upper) = (from, after(through))
            case .postfix("...", let from): (lower, upper) = (from, member("endIndex"))
            case .prefix("..<", let to): (lower, upper) = (member("startIndex"), to)
            case .prefix("...", let through): (lower, upper) = (member("startIndex"), after(through))
            default:
                guard case .range(index, closed: false) = try checkValue(argument).type else { return nil }
                lower = expression(.member(base: argument, name: "lowerBound", nameLocation: location))
                upper = expression(.member(base: argument, name: "upperBound", nameLocation: location))
            }
            // A slice of a slice is one of the same base.
            let sliced = sliceBase(of: base.type) == nil ? collection : member("base")
            let slice = try checkValue(expression(.call(
                callee: expression(.identifier("Slice")),
                arguments: [
                    Argument(label: "_startIndex", value: lower, location: location),
                    Argument(label: "_endIndex", value: upper, location: location),
                    Argument(label: "_base", value: sliced, location: location),
                ])))
            let (evaluate, make, slot) = (base.evaluate, slice.evaluate, variable.slot)
            return Checked(slice.type) { execution in
                execution.frame.store(Box(try evaluate(execution), bornIn: execution.journal), at: slot)
                return try make(execution)
            }
        }
    }
}
