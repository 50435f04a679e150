import BindscopeRuntime

// `AnyObject` as a type: `[AnyObject]`, `let o: AnyObject = cat`. Swift's protocol that every
// class conforms to implicitly, so here a protocol type with no requirements whose values are
// existentials of class instances (a class converts to it without declaring a conformance,
// see `conversion(of:to:)`); it is class-bound itself, so `===`, `weak` and casts back with
// `as?`/`is` work as for any class-only protocol.

extension FoundationTypes {
    public static func makeAnyObject() -> NominalType {
        let type = NominalType(name: "AnyObject", kind: .protocolType)
        type.conformances = ["AnyObject"]
        return type
    }
}
