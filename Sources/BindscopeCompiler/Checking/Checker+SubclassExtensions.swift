import BindscopeLanguage
import BindscopeRuntime

// `extension Base { func f() }` or `extension Base: P {}` after `class Sub: Base` was
// declared: Swift's subclasses inherit what an extension adds, wherever it stands. A subclass
// starts from copies of its superclass's tables (see `Checker+Classes`), so what an extension
// adds to a class is added to the subclasses declared before it too: its methods (unless a
// subclass declares its own of the same signature) and its conformances, with the protocols'
// defaults and witnesses. (Computed properties keep their places in a class's table, which a
// subclass's own follow; an extension's are not passed on.)

extension Checker {
    /// Passes on to the subclasses of `type` declared so far what an extension added to it:
    /// the methods not in `before`, and the conformances `added`.
    func passExtensionToSubclasses(
        of type: NominalType, before: UserMembers, added conformances: Set<String>, at location: SourceLocation
    ) throws {
        guard type.isClass else { return }
        let subclasses = declared.types.values.filter { candidate in
            candidate !== type && candidate.isClass && candidate.classChain.dropFirst().contains { $0 === type }
        }
        guard !subclasses.isEmpty else { return }
        let newMethods = Checker.methodsAdded(type.members.methods, since: before.methods)
        let newStatics = Checker.methodsAdded(type.members.staticMethods, since: before.staticMethods)
        for subclass in subclasses.sorted(by: { $0.name < $1.name }) {
            // A protocol's defaults: a subclass that conforms itself gets its own, whose `Self` is it.
            let getsOwnDefaults = protocolDefaultsBeingAdopted?.protocolInfo?.conformers.contains { $0 === subclass } == true
            if !getsOwnDefaults {
                Checker.inherit(newMethods, into: &subclass.members.methods)
                Checker.inherit(newStatics, into: &subclass.members.staticMethods)
            }
            let missing = conformances.subtracting(subclass.conformances)
            guard !missing.isEmpty else { continue }
            subclass.conformances.formUnion(missing)
            try adoptProtocols(of: subclass, at: location)
        }
    }

    private static func methodsAdded(_ now: [String: [UserMethod]], since before: [String: [UserMethod]]) -> [UserMethod] {
        now.flatMap { name, overloads in
            overloads.filter { method in !(before[name] ?? []).contains { $0 === method } }
        }
    }

    private static func inherit(_ methods: [UserMethod], into table: inout [String: [UserMethod]]) {
        for method in methods where !(table[method.name] ?? []).contains(where: { $0.hasSameSignature(as: method) }) {
            table[method.name, default: []].append(method)
        }
    }
}
