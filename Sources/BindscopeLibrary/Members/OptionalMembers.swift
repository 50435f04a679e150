import BindscopeLanguage
import BindscopeRuntime

/// `Optional`'s own methods: `map` and `flatMap` run on the wrapped value when there is one.
extension BuiltinMembers {
    public static let optional = MemberTable("Optional", [
        .method("map(_:)", "((Wrapped) -> U) -> U?", closure: true) { use in
            let (transform, result) = try use.inferredFunction(0, [use.base.type.unwrappedOnce], result: use.expectedWrapped)
            let evaluate = use.evaluate
            return Checked(.optional(result)) { execution in
                guard let wrapped = try evaluate(execution).optionalPayload else { return .none }
                return .some(try transform(execution).invoke(execution, [wrapped]))
            }
        },
        .method("flatMap(_:)", "((Wrapped) -> U?) -> U?", closure: true) { use in
            let (transform, result) = try use.inferredFunction(
                0, [use.base.type.unwrappedOnce], result: use.expectedWrapped.map(SessionType.optional))
            guard case .optional = result else {
                throw Diagnostic("cannot convert value of type '\(result.displayName)' to closure result type 'U?'", at: use.arguments[0].location)
            }
            let evaluate = use.evaluate
            return Checked(result) { execution in
                guard let wrapped = try evaluate(execution).optionalPayload else { return .none }
                return try transform(execution).invoke(execution, [wrapped])
            }
        },
    ])
}

extension MemberUse {
    /// The wrapped type of the optional the context expects this call to give, unless it says
    /// nothing (`Any?`): the result type of `map`'s and `flatMap`'s closure.
    public var expectedWrapped: SessionType? {
        guard case .optional(let wrapped)? = expected, wrapped != .any else { return nil }
        return wrapped
    }
}
