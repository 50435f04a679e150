import Testing

/// docs/statebinding.md includes ObservationExample.swift verbatim; this holds what the
/// document says it reports.
@Suite("The documented observation example")
struct ObservationExampleTests {
    @Test("One call per transaction, with each written path, old and new; none for an equal value")
    func oneCallPerTransaction() {
        #expect(ObservedResident().run() == [
            ".home.street: Loop Road → Main Street",
            ".home.number: 1 → 2, .name: Ada → Ada L.",
        ])
    }
}
