/// The session the completion tests complete against.
extension SessionHarness {
    /// The sample with a State `person`, a binding's path `street` and a binding `bee`.
    static func completing() -> SessionHarness {
        let harness = SessionHarness()
        harness.run("""
            @State var person = sample.person
            let street = $person.address.street
            let bee = $person.address
            """)
        return harness
    }
}
