import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Swift types a method chain as one expression, so a call can decide what an earlier call in
/// the chain made. In
///
///     p.map { "Words: \($0)" }.assign(to: \.title, on: controller)    // title: String?
///
/// `map`'s closure returns a `String?`, because `assign` needs a `P<String?>` for a
/// `String?` property. The checker types a receiver before its method, so when the method
/// does not fit, this asks what the method's arguments want the receiver's generic argument to
/// be, and checks the receiver again in that context (where `bindFromContext` lets a closure's
/// result take the context's type). Only a receiver that is itself a call is retyped: a
/// variable's type is fixed once declared, as in Swift.
extension Checker {
    /// The receiver checked again in the type `name(arguments)` wants it to have, or nil when
    /// no generic argument of its type would do (the caller reports the first error then).
    public func receiverRetyped(
        _ base: Expression, _ receiver: Checked, forMethod name: String, _ arguments: [Argument],
        at location: SourceLocation
    ) -> Checked? {
        guard case .call = base.kind, case .nominal(let nominal) = receiver.type,
            let specialization = nominal.specialization, let typeTemplate = declared.genericTypes[specialization.base],
            let methods = userMembers(of: receiver.type)?.methods[name]
        else { return nil }
        let ownBindings = Dictionary(zip(typeTemplate.parameterNames, specialization.arguments)) { first, _ in first }
        // A generic method (a protocol extension's too) keeps its declaration and bindings; a
        // plain one of the generic type is found among the type's members as written.
        let candidates: [(FunctionDeclaration, [String: SessionType])] = methods.compactMap { method in
            method.genericTemplate.map { ($0.declaration, $0.bindings) }
        } + (methods.contains { $0.genericTemplate == nil } ? plainMethods(name, of: typeTemplate).map { ($0, ownBindings) } : [])
        for (declaration, bindings) in candidates {
            for (index, parameterName) in typeTemplate.parameterNames.enumerated()
            where bindings[parameterName] != nil && index < specialization.arguments.count {
                guard let wanted = typeArgument(
                    parameterName, wantedBy: declaration, bindings, ownName: specialization.base, arguments, at: location),
                    wanted != specialization.arguments[index]
                else { continue }
                var typeArguments = specialization.arguments
                typeArguments[index] = wanted
                guard let instance = try? instantiate(typeTemplate, typeArguments, at: location),
                    let retyped = try? check(base, expecting: .nominal(instance)),
                    retyped.type == .nominal(instance)
                else { continue }
                return retyped
            }
        }
        return nil
    }

    /// What the arguments make `unknown` (one of the receiver type's generic parameters) in
    /// a call of the method `declaration`, with the type's other arguments as they are.
    private func typeArgument(
        _ unknown: String, wantedBy declaration: FunctionDeclaration, _ bindings: [String: SessionType], ownName: String,
        _ arguments: [Argument], at location: SourceLocation
    ) -> SessionType? {
        let saved = instantiation.bindings
        defer { instantiation.bindings = saved }
        instantiation.bindings = saved.merging(bindings.filter { $0.key != ownName }) { _, own in own }
        instantiation.bindings[unknown] = nil
        var signature = declaration.generics
        signature.parameters.append(GenericParameter(name: unknown, location: location, constraints: []))
        let inferred = try? inferGenericArguments(
            signature, declaration.parameters, nil, arguments, expecting: nil, callee: declaration.name, at: location)
        return inferred?[unknown]
    }

    /// The instance methods called `name` a generic type declares, as written.
    private func plainMethods(_ name: String, of template: GenericTypeTemplate) -> [FunctionDeclaration] {
        var members: [MemberDeclaration] = switch template.declaration {
        case .structure(let declaration): declaration.members
        case .enumeration(let declaration): declaration.members
        }
        for extensionDeclaration in template.extensions { members += extensionDeclaration.members }
        return members.compactMap { member in
            guard case .function(let function) = member, function.name == name, !function.isStatic,
                function.generics.isEmpty
            else { return nil }
            return function
        }
    }
}
