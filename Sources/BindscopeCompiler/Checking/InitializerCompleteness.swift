import BindscopeLanguage
import BindscopeRuntime

/// Swift's definite initialization of `self` in an initializer: every path out of the body
/// (falling off its end, or a `return`) must have set each stored property that has no
/// default value, or have delegated (`self.init(…)`, `self = …`). Otherwise swiftc says
/// "return from initializer without initializing all stored properties", at the `}` or the
/// `return`, with a note "'self.x' not initialized" at each such property's declaration.
/// A subclass's initializer must have set its own ones at `super.init(…)` (or at the end, where
/// Swift calls an inherited `init()` implicitly); a convenience initializer must delegate.
/// Like `DefiniteInitialization` for locals, paths are followed through `if`,
/// `guard`, `switch`, `do`/`catch` and loops; a wrapped property `@W var count: Int` is set by
/// `count = v` as by `_count = w` (see `Checker+WrappedInitialization`).
///
/// It needs the initializer's syntax and the type's stored properties, methods and computed
/// properties, nothing of the checker's scope, so it is given those two and no checker; the
/// paths are followed by `InitializerFlow`.
public struct InitializerCompleteness {
    public let declaration: InitializerDeclaration
    /// The type the initializer makes, declared this far.
    public let type: NominalType

    public init(_ declaration: InitializerDeclaration, of type: NominalType) {
        self.declaration = declaration
        self.type = type
    }

    /// Throws swiftc's first error for the initializer, if any.
    public func check() throws {
        guard type.kind == .structure || type.isClass, let closingBrace = declaration.closingBraceLocation else { return }
        if type.isClass, declaration.modifiers.contains("convenience") {
            var flow = InitializerFlow(required: [], isFailable: declaration.isFailable, mustDelegate: true)
            flow.exit(flow.block(declaration.body, []), at: closingBrace)
            if let failure = flow.failure { throw failure }
            return
        }
        let inherited = type.isClass ? type.superclass?.storedProperties.count ?? 0 : 0
        let required = type.storedProperties.dropFirst(inherited).compactMap { property -> InitializerFlow.RequiredProperty? in
            guard property.defaultValue == nil, property.lazyName == nil, property.lazyInitializer == nil, let location = property.location else { return nil }
            // `_count` for `@W var count`; ` unowned owner` for `unowned let owner`.
            let written = property.name.hasPrefix(" ") ? String(property.name.split(separator: " ").last ?? "") : property.name
            let plain = property.isWrapped ? String(written.dropFirst()) : written
            // `title = v` makes the wrapper only when it has `init(wrappedValue:)`; else
            // it sets `_title.wrappedValue`, a use of `self` (`@Binding` needs `_title = b`).
            let byPlainName = !property.isWrapped || property.wrappedValueInitializer != nil
            return InitializerFlow.RequiredProperty(name: plain, assignedAs: byPlainName ? [plain, written] : [written], location: location)
        }
        guard !required.isEmpty else { return }
        var flow = InitializerFlow(required: required, isFailable: declaration.isFailable, mustDelegate: false)
        flow.members = selfMembers(required: required)
        flow.superclassInitializer = type.isClass && type.superclass != nil
        let callsSuper = flow.superclassInitializer && InitializerFlow.mentionsSuperInit(declaration.body)
        let end = flow.block(declaration.body, [])
        if flow.superclassInitializer, !callsSuper {
            // Swift calls the inherited `init()` at the end: properties must be set by then.
            flow.implicitSuperInit(end, at: declaration.location)
        } else {
            flow.exit(end, at: closingBrace)
        }
        if let failure = flow.failure { throw failure }
    }

    private func selfMembers(required: [InitializerFlow.RequiredProperty]) -> InitializerFlow.SelfMembers {
        var members = InitializerFlow.SelfMembers()
        members.isClass = type.isClass
        let requiredNames = Set(required.map(\.name))
        for property in type.storedProperties {
            let name = property.isWrapped ? String(property.name.dropFirst()) : property.name
            if !requiredNames.contains(name) { members.initialized.formUnion([name, property.name]) }
        }
        members.methods = Set(type.members.methods.keys)
        members.computed = Set(type.computedProperties.map(\.name))
        members.shadowed = Set(declaration.parameters.map(\.name)).union(InitializerFlow.boundNames(in: declaration.body))
        return members
    }
}
