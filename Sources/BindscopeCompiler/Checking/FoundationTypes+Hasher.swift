import BindscopeLanguage
import BindscopeRuntime

// The standard library's `Hasher`, as a custom `Hashable` conformance uses it:
// `func hash(into hasher: inout Hasher) { hasher.combine(id) }` checks and runs. Sets and
// dictionaries here keep hashing values by their contents, so only a hash(into:) that agrees
// with `==` on which values are the same (the usual id pattern) behaves as Swift's does.

extension FoundationTypes {
    public static func makeHasher() -> NominalType {
        let hasher = NominalType(name: "Hasher", kind: .structure)
        hasher.conformances = ["Sendable"]
        let type = SessionType.nominal(hasher)
        let members = hasher.members
        members.hidesMemberwiseInitializer = true
        let initializer = UserMethod(
            name: "init", parameters: [], resultType: type, kind: .initializer(isFailable: false), throwsErrors: false,
            location: SourceLocation(line: 0, column: 0))
        initializer.body = FunctionValue { _, _ in .structure(StructValue(type: hasher, fields: [])) }
        members.initializers = [initializer]
        let value = DeclaredFunction.Parameter(label: nil, name: "value", type: .any, isInout: false, isVariadic: false, defaultValue: nil)
        let combine = UserMethod(
            name: "combine", parameters: [value], resultType: .void, kind: .instance(isMutating: true), throwsErrors: false,
            location: SourceLocation(line: 0, column: 0))
        combine.body = FunctionValue { _, _ in .void }
        members.methods = ["combine": [combine]]
        return hasher
    }
}
