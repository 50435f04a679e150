extension TypeSyntax {
    /// `T!` is written `.named("!", [T])`: no name of a type can be `!`, and the checker
    /// gives it meaning only as the type of a variable (see `Checker+ImplicitlyUnwrapped`).
    public static let implicitlyUnwrappedName = "!"

    /// `T` of a `T!`, or nil for any other type.
    public var implicitlyUnwrappedWrapped: TypeSyntax? {
        if case .named(TypeSyntax.implicitlyUnwrappedName, let arguments, _) = self, arguments.count == 1 { return arguments[0] }
        return nil
    }
}
