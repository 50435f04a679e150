import BindscopeLanguage
import BindscopeRuntime

extension Checker {
    /// `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> Pair<C0, C1>`: the overloads a
    /// call of a static method chooses from, each generic one specialized for the call's
    /// arguments (those it cannot take are left out). The plain overloads alone when one of
    /// them fits, as Swift prefers a non-generic function; a result builder's fixed-arity
    /// `buildBlock`s are generic overloads of one name, told apart by how many they take.
    func genericStaticOverloads(
        _ overloads: [UserMethod], _ arguments: [Argument], expecting expected: SessionType?, typeName: String,
        at location: SourceLocation
    ) throws -> [UserMethod] {
        let plain = overloads.filter { $0.genericTemplate == nil }
        if !plain.isEmpty, (try? chooseOverload(plain, arguments, expecting: expected, kind: "static method", at: location)) != nil {
            return plain
        }
        let generic = overloads.filter { method in
            guard let template = method.genericTemplate else { return false }
            // Only those that may take this many arguments are specialized.
            let parameters = template.declaration.parameters
            return parameters.contains(where: \.isVariadic)
                || (parameters.filter { $0.defaultValue == nil }.count...parameters.count).contains(arguments.count)
        }
        var instances: [UserMethod] = []
        var firstError: (any Error)?
        for method in generic {
            do {
                instances.append(try genericMethodInstance(method, arguments, expecting: expected, typeName: typeName, at: location))
            } catch {
                firstError = firstError ?? error
            }
        }
        if instances.isEmpty, plain.isEmpty, let firstError { throw firstError }
        return plain + instances
    }
}
