import BindscopeLanguage
import StateBinding

extension Checker {
    /// Properties of the standard types: `count`, `isEmpty`, `first`, `last`, `keys`…
    func builtinProperty(of base: Checked, _ name: String) -> Checked? {
        let evaluate = base.evaluate
        switch (base.type, name) {
        case (.array, "count"):
            return Checked(.int) { .int(try evaluate($0).asArray.count) }
        case (.array, "isEmpty"):
            return Checked(.bool) { .bool(try evaluate($0).asArray.isEmpty) }
        case (.array(let element), "first"):
            let place = base.place?.appending(.fixed(.element(0)), immutability: .getOnly(name: name))
            return Checked(.optional(element), place: place) { .optional(try evaluate($0).asArray.first) }
        case (.array(let element), "last"):
            return Checked(.optional(element)) { .optional(try evaluate($0).asArray.last) }
        case (.array, "indices"):
            return Checked(.range(.int, closed: false)) {
                .range(lower: 0, upper: try evaluate($0).asArray.count, closed: false)
            }
        case (.array, "startIndex"):
            return Checked(.int) { _ in .int(0) }
        case (.array, "endIndex"):
            return Checked(.int) { .int(try evaluate($0).asArray.count) }
        case (.string, "count"):
            return Checked(.int) { .int(try evaluate($0).asString.count) }
        case (.string, "isEmpty"):
            return Checked(.bool) { .bool(try evaluate($0).asString.isEmpty) }
        case (.dictionary, "count"):
            return Checked(.int) { .int(try Checker.dictionary(evaluate($0)).count) }
        case (.dictionary, "isEmpty"):
            return Checked(.bool) { .bool(try Checker.dictionary(evaluate($0)).count == 0) }
        case (.dictionary(let key, _), "keys"):
            return Checked(.array(key)) { .array(try Checker.dictionary(evaluate($0)).keys) }
        case (.dictionary(_, let value), "values"):
            return Checked(.array(value)) { .array(try Checker.dictionary(evaluate($0)).values) }
        case (.range, "lowerBound"):
            return Checked(.int) { try Checker.rangeBounds(evaluate($0)).map { .int($0.lower) }! }
        case (.range, "upperBound"):
            return Checked(.int) { try Checker.rangeBounds(evaluate($0)).map { .int($0.upper) }! }
        case (.range, "count"):
            return Checked(.int) { try Checker.rangeBounds(evaluate($0)).map { .int($0.count) }! }
        case (.range, "isEmpty"):
            return Checked(.bool) { try Checker.rangeBounds(evaluate($0)).map { .bool($0.count == 0) }! }
        case (.transaction, _) where Transaction.fieldType(name) != nil:
            let place = base.place?.appending(.fixed(.transactionField(name)))
            return Checked(Transaction.fieldType(name)!, place: place) {
                guard case .transaction(let transaction) = try evaluate($0) else { preconditionFailure() }
                return transaction.field(name)
            }
        case (.anyHashable, "base"):
            return Checked(.any) { execution in
                guard case .anyHashable(let payload, let type) = try evaluate(execution) else { preconditionFailure() }
                return .existential(payload, type)
            }
        case (.double, "description"):
            return Checked(.string) { .string(try evaluate($0).asDouble.description) }
        case (.int, "description"), (.bool, "description"):
            let type = base.type
            return Checked(.string) { .string(try ValuePrinter(execution: $0).describe(evaluate($0), as: type)) }
        default:
            return nil
        }
    }

    static func dictionary(_ value: Value) -> DictionaryValue {
        guard case .dictionary(let dictionary) = value else { preconditionFailure("expected a dictionary") }
        return dictionary
    }

    static func rangeBounds(_ value: Value) -> (lower: Int, upper: Int, count: Int)? {
        guard case .range(let lower, let upper, let closed) = value else { preconditionFailure("expected a range") }
        return (lower, upper, upper - lower + (closed ? 1 : 0))
    }
}
