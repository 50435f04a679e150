import BindscopeLanguage
import BindscopeRuntime

// `any P.Type`, the metatype of some type conforming to `P` (`let maker = type as? P.Type`):
// a static requirement of `P` called on it runs the static method of the type the value
// holds, found when the call runs, as a protocol's instance requirements are on `any P`.

extension Checker {
    /// `maker.make()` where `maker: P.Type` and `make` is a static requirement of `P`; nil
    /// when `type` is no protocol or has no such requirement.
    func protocolMetatypeCall(
        on type: SessionType, _ name: String, _ arguments: [Argument], expecting expected: SessionType?,
        at location: SourceLocation, receiver: Evaluator?
    ) throws -> Checked? {
        guard case .nominal(let protocolType) = type, protocolType.kind == .protocolType, let receiver,
            let info = protocolType.protocolInfo
        else { return nil }
        let declarations = ([info.declaration] + info.refined.compactMap { $0.protocolInfo?.declaration })
            .flatMap(\.methods).filter { $0.isStatic && $0.name == name }
        guard !declarations.isEmpty else { return nil }
        let requirements = try declarations.map { method in
            UserMethod(
                name: method.name, parameters: try resolveParameters(method.parameters),
                resultType: try method.resultType.map(resolve) ?? .void, kind: .staticMethod,
                throwsErrors: method.effect != .none, location: method.nameLocation)
        }
        let (requirement, checkedArguments) = try chooseOverload(
            requirements, arguments, expecting: expected, kind: "static method", at: location)
        if requirement.throwsErrors {
            try requireTry(callingThrowing: requirement.fullName, at: location, errorType: requirement.errorType)
        }
        let fullName = requirement.fullName, protocolName = protocolType.name
        return Checked(requirement.resultType) { execution in
            guard case .metatype(let concrete) = try receiver(execution),
                let witness = concrete.nominalType?.members.staticMethods[name]?.first(where: { $0.fullName == fullName }),
                let body = witness.body
            else {
                throw RuntimeError.fatal("no witness for static \(fullName) of \(protocolName)")
            }
            return try Checker.invoke(body, [.value({ _ in .metatype(concrete) })] + checkedArguments, in: execution)
        }
    }

    /// `P.make()` on the protocol's own name: Swift has no type there to run a static
    /// requirement of, only on a value of `P.Type`.
    func refuseRequirementOnProtocolName(_ base: Expression, _ type: SessionType, _ name: String, at location: SourceLocation) throws {
        guard case .nominal(let protocolType) = type, protocolType.kind == .protocolType,
            case .identifier(let typeName) = base.kind, lookup(typeName) == nil,
            protocolType.protocolInfo?.declaration.methods.contains(where: { $0.isStatic && $0.name == name }) == true
        else { return }
        throw Diagnostic("static member '\(name)' cannot be used on protocol metatype '(any \(protocolType.name)).Type'", at: location)
    }

    /// `type as? P.Type`: the metatype of a type conforming to `P` (a class's subclasses
    /// included), else nil.
    static func castToProtocolMetatype(_ value: Value, _ protocolType: NominalType) -> Value? {
        guard case .metatype(let concrete) = value, let nominal = concrete.nominalType,
            nominal.classChain.contains(where: { $0.conforms(to: protocolType) })
        else { return nil }
        return value
    }
}
