import BindscopeLanguage
import BindscopeRuntime

// Choosing among generic overloads that all fit (`func f<T: P1>` and `func f<T: P2>` with
// `protocol P2: P1`): Swift prefers the more specialized one. A signature's rank counts the
// session protocols its constraints require, each with the protocols it refines, so that
// `T: P2` (P2 and P1) outranks `T: P1`; equal ranks keep the first declared.

extension Checker {
    func constraintRank(of signature: GenericSignature) -> Int {
        var constraints = signature.parameters.flatMap(\.constraints)
        for requirement in signature.requirements {
            if case .conformance(let constraint) = requirement.kind { constraints.append(constraint) }
        }
        return constraints.reduce(0) { total, constraint in
            guard case .named(let name, [], _) = constraint, let type = userType(named: name), type.kind == .protocolType else {
                return total
            }
            return total + Checker.refinementClosure(of: type).count
        }
    }

    /// The protocol and every protocol it refines, directly or not.
    private static func refinementClosure(of protocolType: NominalType) -> [NominalType] {
        var found: [NominalType] = []
        var pending = [protocolType]
        while let next = pending.popLast() {
            if found.contains(where: { $0 === next }) { continue }
            found.append(next)
            pending += next.protocolInfo?.refined ?? []
        }
        return found
    }
}
