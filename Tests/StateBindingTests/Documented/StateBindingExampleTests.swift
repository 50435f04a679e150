import Testing

/// docs/statebinding.md includes StateBindingExample.swift verbatim (DocumentTests checks the
/// copy); this holds what its comments say it prints.
@Suite("The documented StateBinding example")
struct StateBindingExampleTests {
    @Test("A binding derived before the State is replaced writes into the new value")
    func bindingWritesIntoTheNewValue() {
        let example = Example()
        example.run()
        #expect(example.resident.name == "Crusty")
        #expect(example.resident.home.street == "Memory Lane")
    }
}
