import BindscopeLanguage
import BindscopeRuntime

// `class Foo: Equatable {}` with `func == (a: Foo, b: Foo) -> Bool` at file scope, as Swift
// allows: the global operator function is the conformance's witness. A file's types are
// declared before its functions, which may name them: the session tells which types a file's
// `func ==` compares (`fileScopeEqualityTypes`), and comparisons find the function when they
// are checked, after it is declared.

extension Checker {
    /// Whether a global `==` compares values of `type`: one in scope, or one the file declares below.
    func hasGlobalEquality(_ type: NominalType) -> Bool {
        fileScopeEqualityTypes.contains(type.name) || globalEqualityFunction(of: .nominal(type)) != nil
    }

    /// Whether `statement` declares a type, or an extension, that says it is `Equatable`.
    public static func declaresEquatable(_ statement: Statement) -> Bool {
        let conformances: [TypeSyntax] = switch statement.kind {
        case .structure(let declaration): declaration.conformances
        case .enumeration(let declaration): declaration.inheritance
        case .extensionDeclaration(let declaration): declaration.conformances
        default: []
        }
        return conformances.contains { if case .named("Equatable", [], _) = $0 { true } else { false } }
    }

    /// The names of the types that the `func ==` among `statements` compare (both operands of one type, named).
    public static func globalEqualityTypes(in statements: some Sequence<Statement>) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            guard case .functions(let declarations) = statement.kind else { continue }
            for declaration in declarations where declaration.name == "==" && declaration.parameters.count == 2 {
                guard case .named(let name, [], _) = declaration.parameters[0].type,
                    case .named(name, [], _) = declaration.parameters[1].type
                else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// The session's global `func == (lhs: T, rhs: T) -> Bool` for `type`, if one is in scope.
    public func globalEqualityFunction(of type: SessionType) -> DeclaredFunction? {
        guard case .functions(let overloads)? = lookup("==") else { return nil }
        return overloads.first {
            $0.genericTemplate == nil && $0.resultType == .bool && $0.parameters.count == 2
                && $0.parameters.allSatisfy { !$0.isInout && $0.localType == type }
        }
    }

    /// How values of `type` compare by the global `==` (see `declaredEquality`).
    func globalEquality(of type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)? {
        guard let equal = globalEqualityFunction(of: type) else { return nil }
        let box = boxAccessor(equal.variable)
        let name = equal.fullName
        return { execution in
            let function = box(execution).value
            return { lhs, rhs in
                guard case .function(let body) = function else {
                    throw RuntimeError.fatal("operator function '\(name)' called before its declaration ran")
                }
                return try body.invoke(execution, [lhs, rhs]).asBool
            }
        }
    }
}
