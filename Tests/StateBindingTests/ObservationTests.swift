import StateBinding
import Testing

@Suite("Observing changes")
struct ObservationTests {
    @Test("A write reports its path, old and new value, once")
    func singleWrite() {
        @State var person = Person.olivier
        let log = ChangeLog(observing: _person)
        $person.address.street.wrappedValue = "Elm Street"
        #expect(log.lines == [#".address.street: "Playground Street" → "Elm Street""#])
    }

    @Test("Writes through the State itself report the whole value's path")
    func wholeValueWrite() {
        @State var count = 1
        let log = ChangeLog(observing: _count)
        count = 2
        count += 1
        #expect(log.lines == ["(whole value): 1 → 2", "(whole value): 2 → 3"])
    }

    @Test("A transaction groups its writes into one change; repeated paths merge")
    func transactionGroupsWrites() {
        @State var person = Person.olivier
        let log = ChangeLog(observing: _person)
        withTransaction(Transaction()) {
            $person.name.wrappedValue = "A"
            $person.address.number.wrappedValue = 14
            $person.name.wrappedValue = "B"
        }
        #expect(log.lines == [#".name: "Olivier" → "B"; .address.number: 13 → 14"#])
    }

    @Test("person.name = x goes through the State's setter: a write of the whole value")
    func assignmentThroughWrappedValueWritesWholeValue() {
        @State var person = Person.olivier
        let log = ChangeLog(observing: _person)
        person.name = "A"
        #expect(log.changes.map(\.paths) == [[StatePath()]])
        #expect((log.changes.first?.writes.first?.newValue as? Person)?.name == "A")
    }

    @Test("Nested transactions deliver once, when the outermost one ends")
    func nestedTransactions() {
        @State var count = 0
        let log = ChangeLog(observing: _count)
        withAnimation {
            count = 1
            withTransaction(Transaction()) { count = 2 }
            #expect(log.changes.isEmpty)
        }
        #expect(log.lines == ["(whole value): 0 → 2"])
        #expect(log.changes.first?.transaction.animation == .default)
    }

    @Test("Writing an equal value reports nothing; so does writing back the old value")
    func equalWrites() {
        @State var person = Person.olivier
        let log = ChangeLog(observing: _person)
        person.name = "Olivier"
        $person.address.wrappedValue = person.address
        withTransaction(Transaction()) {
            $person.name.wrappedValue = "X"
            $person.name.wrappedValue = "Olivier"
        }
        #expect(log.changes.isEmpty)
    }

    @Test("The change carries the transaction of the write: a binding's animation")
    func changeCarriesBindingTransaction() {
        @State var count = 0
        let log = ChangeLog(observing: _count)
        $count.animation(.easeOut).wrappedValue = 1
        #expect(log.changes.map(\.transaction.animation) == [.easeOut])
    }

    @Test("A write in place through a mutating method is one reported write")
    func mutatingMethodThroughBinding() {
        @State var items = [1, 2]
        let log = ChangeLog(observing: _items)
        $items.wrappedValue.append(3)
        items.append(4)
        #expect(log.lines == ["(whole value): [1, 2] → [1, 2, 3]", "(whole value): [1, 2, 3] → [1, 2, 3, 4]"])
    }

    @Test("Element writes report the index in the path")
    func elementPath() {
        @State var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
        let log = ChangeLog(observing: _items)
        $items[1].title.wrappedValue = "B"
        #expect(log.lines == [#"[1].title: "b" → "B""#])
        #expect(log.changes.first?.paths.first?.components.count == 2)
    }

    @Test("A binding observes writes to its path, inside it, and to its ancestors only")
    func bindingObservationIsPathPrecise() throws {
        @State var person = Person.olivier
        let log = ChangeLog()
        log.observation = try #require($person.address.observe(log.record))
        $person.name.wrappedValue = "Name only"
        #expect(log.changes.isEmpty)
        $person.address.street.wrappedValue = "Inside"
        person = Person(name: "Whole", address: Address(number: 1, street: "Replaced"))
        #expect(log.changes.count == 2)
        #expect(log.changes.last?.paths == [StatePath()])
    }

    @Test("Bindings not backed by a State have nothing to observe")
    func unobservableBindings() {
        var storage = 0
        #expect(Binding.constant(1).observe { _ in } == nil)
        #expect(Binding(get: { storage }, set: { storage = $0 }).observe { _ in } == nil)
    }

    @Test("A get:set binding over a State reports through that State")
    func closureBindingOverState() {
        @State var celsius = 20.0
        let log = ChangeLog(observing: _celsius)
        let fahrenheit = Binding(
            get: { celsius * 9 / 5 + 32 },
            set: { celsius = ($0 - 32) * 5 / 9 })
        fahrenheit.wrappedValue = 212
        #expect(celsius == 100)
        #expect(log.lines == ["(whole value): 20.0 → 100.0"])
    }

    @Test("Cancelling, or releasing the observation, stops the calls")
    func cancellation() {
        @State var count = 0
        var calls = 0
        let observation = _count.observe { _ in calls += 1 }
        count = 1
        observation.cancel()
        count = 2
        var released: StateObservation? = _count.observe { _ in calls += 10 }
        count = 3
        released = nil
        count = 4
        #expect(calls == 11)
        #expect(released == nil)
    }

    @Test("An observer that writes starts a transaction of its own, delivered after")
    func observerWrites() {
        @State var source = 0
        @State var mirror = 0
        let mirrorLog = ChangeLog(observing: _mirror)
        let forward = _source.observe { _ in mirror = source * 10 }
        source = 4
        #expect(mirror == 40)
        #expect(mirrorLog.lines == ["(whole value): 0 → 40"])
        forward.cancel()
    }

    @Test("Several States written in one transaction each report once, in order")
    func severalStates() {
        @State var first = 0
        @State var second = 0
        var order: [String] = []
        let a = _first.observe { _ in order.append("first") }
        let b = _second.observe { _ in order.append("second") }
        withTransaction(Transaction()) {
            second = 1
            first = 1
            second = 2
        }
        #expect(order == ["second", "first"])
        _ = (a, b)
    }
}

@Suite("Observing optional values")
struct OptionalObservationTests {
    @Test("nil → value → nil in one transaction is no change; nil → value is one")
    func optionalRoundTrip() {
        @State var nickname: String? = nil
        let log = ChangeLog(observing: _nickname)
        withTransaction(Transaction()) {
            nickname = "Oli"
            nickname = nil
        }
        #expect(log.changes.isEmpty)
        nickname = "Oli"
        #expect(log.lines == [#"(whole value): nil → Optional("Oli")"#])
    }
}
