import BindscopeLanguage
import BindscopeRuntime

// Swift declares a file's types together, so two classes may name each other in their stored
// properties (the ARC chapter's `Person` with `var apartment: Apartment?` and `Apartment` with
// `weak var tenant: Person?`). Declaring types one at a time, with a retry for one that names
// a type declared below it, cannot settle such a cycle: each waits for the other.
//
// So while a file's types are declared, each of its (non-generic) classes exists from the start
// as an empty `NominalType`, its shell: naming it resolves to the shell, and the class's own
// declaration fills that same object in, so every type that named it sees the finished class.
// Referring to the class by name needs nothing else (a class is a reference, so a stored
// property of its type needs no layout). A declaration that uses the shell's members before
// they exist (a method calling `apartment?.unit` while `Apartment` is still empty) fails, is
// rolled back and tried again once the other is declared, as any forward reference is; the
// shell is emptied before each attempt.

extension Checker {
    /// The shells for the classes among a group of type declarations.
    public static func forwardClasses(for group: [Statement]) -> [String: NominalType] {
        var shells: [String: NominalType] = [:]
        for statement in group {
            guard case .structure(let declaration) = statement.kind, declaration.isClass,
                declaration.generics.parameters.isEmpty
            else { continue }
            shells[declaration.name] = NominalType(name: declaration.name, kind: .classType)
        }
        return shells
    }

    /// The shell `declaration` fills in, emptied of what an earlier, failed attempt left in it;
    /// nil when the class was not declared with its file (or is already declared).
    public func forwardClass(declaring declaration: StructDeclaration) -> NominalType? {
        guard declaration.isClass, declaration.generics.parameters.isEmpty,
            let shell = forwardClasses[declaration.name], declared.types[declaration.name] !== shell
        else { return nil }
        shell.empty()
        return shell
    }
}

extension NominalType {
    /// Back to a newly made type's state: a forward class's shell before its declaration runs.
    public func empty() {
        storedProperties = []
        computedProperties = []
        staticProperties = [:]
        mutableStaticProperties = [:]
        cases = []
        rawType = nil
        conformances = []
        members.restore(from: UserMembers())
        superclass = nil
        isFinal = false
        deinitializer = nil
        constantReferences = []
        adoptedLibraryExtensions = 0
        isPropertyWrapper = false
        hasDynamicMemberLookup = false
        protocolInfo = nil
        witnesses = [:]
        associatedTypeBindings = [:]
    }
}
