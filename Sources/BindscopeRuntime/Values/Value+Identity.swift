// Whether a dependent's value changed. Reports compare what a learner would see: Doubles bit
// for bit (so a NaN rewritten is unchanged and -0.0 differs from 0.0, as they print), States
// and closures by identity, Bindings by where they point. `==` cannot serve: it follows the
// session's Equatable rules, under which a struct holding a State never equals itself.

extension Value {
    public func isIdentical(to other: Value) -> Bool {
        switch (self, other) {
        case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern
        case (.some(let a), .some(let b)): a.isIdentical(to: b)
        case (.array(let a), .array(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count
                && zip(a.keys, b.keys).allSatisfy { $0.isIdentical(to: $1) }
                && zip(a.values, b.values).allSatisfy { $0.isIdentical(to: $1) }
        case (.structure(let a), .structure(let b)):
            a.type === b.type && zip(a.fields, b.fields).allSatisfy { $0.isIdentical(to: $1) }
        case (.state(let a), .state(let b)): a === b
        case (.binding(let a), .binding(let b)): a.pointsToSamePlace(as: b)
        case (.function(let a), .function(let b)): a === b
        case (.existential(let a, let typeA), .existential(let b, let typeB)),
            (.anyHashable(let a, let typeA), .anyHashable(let b, let typeB)):
            typeA == typeB && a.isIdentical(to: b)
        default: self == other
        }
    }
}

extension BindingValue {
    public func pointsToSamePlace(as other: BindingValue) -> Bool {
        guard steps == other.steps else { return false }
        switch (source, other.source) {
        case (.storage(let a), .storage(let b)): return a === b
        case (.constant(let a), .constant(let b)): return a.isIdentical(to: b)
        case (.accessors(let getA, let setA, _), .accessors(let getB, let setB, _)):
            return getA === getB && setA === setB
        default: return false
        }
    }
}
