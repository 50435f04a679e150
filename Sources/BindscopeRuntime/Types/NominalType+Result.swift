extension NominalType {
    /// `Result`'s type arguments, when this is an instance of it.
    public var resultArguments: (success: SessionType, failure: SessionType)? {
        guard let generic = specialization, generic.base == "Result" else { return nil }
        return (generic.arguments[0], generic.arguments[1])
    }
}
