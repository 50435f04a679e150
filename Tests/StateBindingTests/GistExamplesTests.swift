import StateBinding
import Testing

/// The walkthrough of the source material's playground (`000_…`), Examples 1–5 and the
/// discussion under it, against the library's own State and Binding.
@Suite("The gist's walkthrough")
struct GistExamplesTests {
    @Test("Example 1: a binding over storage the caller owns (42 → 37)")
    func bindingOverCallerStorage() {
        var x1Storage = 42
        @Binding(get: { x1Storage }, set: { x1Storage = $0 }) var x1: Int
        #expect(x1Storage == 42 && x1 == 42)
        x1 = 37
        #expect(x1Storage == 37 && x1 == 37)
    }

    @Test("Example 2: deriving person.name and $person.address.number through key paths")
    func derivingThroughKeyPaths() {
        var personStorage = Person.olivier
        @Binding(get: { personStorage }, set: { personStorage = $0 }) var person: Person
        #expect(person.name == "Olivier")
        #expect($person.wrappedValue.name == "Olivier")

        let nameBinding = $person[dynamicMember: \.name]
        nameBinding.wrappedValue = "NewName"
        #expect(person.name == "NewName")
        #expect(type(of: $person.name) == Binding<String>.self)

        let streetNumBinding = $person.address.number
        #expect(type(of: streetNumBinding) == Binding<Int>.self)
        streetNumBinding.wrappedValue = 42
        #expect(String(describing: person) == #"Person(name: "NewName", address: 42, Playground Street)"#)
        #expect(personStorage.address.number == 42)
    }

    @Test("Example 3: replacing the whole State, then writing through a binding derived before")
    func bindingDerivedBeforeReplacementWritesIntoNewValue() {
        @State var person = Person(name: "Bob", address: Address(number: 21, street: "Builder Street"))
        let streetBinding: Binding<String> = $person.address.street
        person = Person(name: "Crusty", address: Address(number: 1, street: "WWDC Stage"))
        streetBinding.wrappedValue = "Memory Lane"
        #expect(person == Person(name: "Crusty", address: Address(number: 1, street: "Memory Lane")))
        #expect(String(describing: person) == #"Person(name: "Crusty", address: 1, Memory Lane)"#)
    }

    @Test("Examples 4 and 5: a field named wrappedValue is shadowed by Binding's own")
    func wrappedValueFieldIsShadowed() {
        @State var expr = Expression(wrappedValue: 42, nonSpecialProp: 1337)

        let bindingToExprValue2 = $expr.nonSpecialProp
        #expect(type(of: bindingToExprValue2) == Binding<Int>.self)

        let notABindingToExprValue = $expr.wrappedValue
        #expect(type(of: notABindingToExprValue) == Expression.self)

        let bindingToExprValue = $expr[dynamicMember: \.wrappedValue]
        #expect(type(of: bindingToExprValue) == Binding<Int>.self)
        bindingToExprValue.wrappedValue = 7
        #expect(expr.wrappedValue == 7)
        #expect(expr.nonSpecialProp == 1337)
    }

    @Test("Example 5: a State struct with a nonmutating setter changes from a non-mutating method")
    func nonmutatingSetterFromStruct() {
        struct Example5 {
            @State var expr = Expression(wrappedValue: 42, nonSpecialProp: 1337)
            func run() { expr.nonSpecialProp = 1 }
        }
        let example = Example5()
        example.run()
        #expect(example.expr.nonSpecialProp == 1)
    }

    @Test("The compiler makes x, $x and _x: the wrapper, its value and its projection")
    func wrapperDesugaring() {
        @State var person = Person.olivier
        #expect(type(of: _person) == State<Person>.self)
        #expect(type(of: $person) == Binding<Person>.self)
        #expect(type(of: person) == Person.self)
        #expect(_person.wrappedValue == person)
    }

    @Test("@Binding var b: T is initialised by assigning the wrapper: _b = $state.path")
    func bindingPropertyInitialisedWithUnderscore() {
        struct DetailView {
            @Binding var message: String
            init(message: Binding<String>) {
                _message = message
            }
            func shout() { message = message.uppercased() }
        }
        struct MasterView {
            @State private var message = "hello"
            var detail: DetailView { DetailView(message: $message) }
            var current: String { message }
        }
        let master = MasterView()
        master.detail.shout()
        #expect(master.current == "HELLO")

        @State var person = Person.olivier
        @Binding var street: String
        _street = $person.address.street
        street = "Infinite Loop"
        #expect(person.address.street == "Infinite Loop")
    }

    @Test("The memberwise initialiser of a struct with @Binding takes a Binding")
    func memberwiseInitialiserTakesBinding() {
        struct Hello {
            @Binding var text: String
        }
        @State var text = "🍌🍌"
        let hello = Hello(text: $text)
        hello.text = "🍏"
        #expect(text == "🍏")
        #expect(type(of: hello.$text) == Binding<String>.self)
    }
}
