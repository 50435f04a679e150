import BindscopeLanguage
import BindscopeRuntime

// `private` on a stored property, the one access level a one-file session can feel: outside
// the type's declaration and extensions, swiftc refuses the property ("'count' is
// inaccessible due to 'private' protection level"), a wrapped one's `$count` alike (seed
// 002's `@State private var count`), and the memberwise initializer that takes it (seed
// 000's discussion: `struct DetailView { private var _message: Binding<String> }` has no
// usable memberwise init). `fileprivate` and the other levels change nothing in one file.

extension Checker {
    /// Whether the code being checked is inside `type`: one of its members, its extensions'
    /// (the same instance type), or a type nested in it.
    /// A closure (`{ [weak self] in self?.items … }`) is inside the method that encloses it.
    func isInside(_ type: NominalType) -> Bool {
        var context: FunctionContext? = function
        while let current = context {
            if let selfType = current.selfType {
                let instance: SessionType = if case .metatype(let inner) = selfType { inner } else { selfType }
                guard let nominal = instance.nominalType else { return false }
                return nominal === type || nominal.name.hasPrefix(type.name + ".")
            }
            context = current.enclosing
        }
        return false
    }

    /// `view.count` or `view.$count` with `count` declared `private`, from outside the type.
    func requirePrivateAccess(_ type: NominalType, _ name: String, at location: SourceLocation) throws {
        let index: Int?
        if let plain = type.storedPropertyIndex(named: name) {
            index = plain
        } else if !name.hasPrefix("_"), let wrapped = type.storedPropertyIndex(named: "_" + name.drop(while: { $0 == "$" })),
            type.storedProperties[wrapped].isWrapped
        {
            index = wrapped
        } else {
            index = nil
        }
        guard let index, type.storedProperties[index].isPrivate, !isInside(type) else { return }
        throw Diagnostic("'\(name)' is inaccessible due to 'private' protection level", at: location)
    }

    /// A memberwise initializer call whose parameters include a `private` property, from
    /// outside the type. A call with no arguments when every property has a default is the
    /// implicit `init()`, which stays accessible.
    func requireMemberwiseAccess(
        _ type: NominalType, _ parameters: [NominalType.StoredProperty], _ arguments: [Argument], at location: SourceLocation
    ) throws {
        // A wrapped `@State private var count = 0` leaves it accessible (swiftc accepts
        // `CounterView(other: 1)` then): only plain private properties count.
        guard parameters.contains(where: { $0.isPrivate && !$0.isWrapped }), !isInside(type) else { return }
        if arguments.isEmpty, parameters.allSatisfy({ $0.defaultValue != nil }) { return }
        let name = type.specialization?.base ?? type.name
        throw Diagnostic("'\(name)' initializer is inaccessible due to 'private' protection level", at: location)
    }
}
