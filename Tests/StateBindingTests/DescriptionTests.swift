import StateBinding
import Testing

@Suite("Printing State and Binding")
struct DescriptionTests {
    @Test("A Binding prints its value type and current value, reflected")
    func bindingDescription() {
        @State var person = Person(name: "Olivier", address: Address(number: 13, street: "Playground Street"))
        #expect(String(describing: $person.name) == #"Binding<String>(wrappedValue: "Olivier")"#)
        #expect(String(describing: Binding.constant(3)) == "Binding<Int>(wrappedValue: 3)")
        person.name = "Oli"
        #expect("\([$person.name])" == #"[Binding<String>(wrappedValue: "Oli")]"#)
    }

    @Test("A State prints like its Binding, under its own type name")
    func stateDescription() {
        let count = State(wrappedValue: Optional(3))
        #expect(String(describing: count) == "State<Optional<Int>>(wrappedValue: Optional(3))")
    }
}
