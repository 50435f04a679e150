import StateBinding
import Testing

@Suite("Binding")
struct BindingTests {
    @Test("A let binding can be written through: the setter is nonmutating")
    func letBindingWritable() {
        @State var name = "a"
        let binding = $name
        binding.wrappedValue = "b"
        #expect(name == "b")
    }

    @Test("projectedValue is the binding itself; init(projectedValue:) takes one")
    func projectedValue() {
        @State var count = 1
        let binding = $count.projectedValue
        binding.wrappedValue = 2
        let rebuilt = Binding(projectedValue: $count)
        rebuilt.wrappedValue += 1
        #expect(count == 3)
        let counts = [$count]
        let doubled = counts.map { (item: Binding<Int>) -> Int in item.wrappedValue * 2 }
        #expect(doubled == [6])
    }

    @Test("A closure parameter can take a binding and use $ on it")
    func closureParameterProjection() {
        @State var title = "draft"
        let edit: (Binding<String>) -> Void = { $text in text = text.uppercased() }
        edit($title)
        #expect(title == "DRAFT")
    }

    @Test("constant(_:) reads its value and silently ignores writes")
    func constantIgnoresWrites() {
        let binding = Binding.constant(Person.olivier)
        binding.wrappedValue = Person(name: "X", address: Address(number: 1, street: "Y"))
        binding.name.wrappedValue = "Z"
        binding.address.number.wrappedValue += 1
        #expect(binding.wrappedValue == .olivier)
        #expect(binding.address.street.wrappedValue == "Playground Street")
    }

    @Test("Binding(get:set:) calls its closures for every read and write")
    func getSetClosures() {
        var storage = Person.olivier
        var sets = 0
        let binding = Binding(get: { storage }, set: { storage = $0; sets += 1 })
        binding.address.street.wrappedValue = "Elm Street"
        #expect(storage.address.street == "Elm Street")
        #expect(sets == 1)
        binding.wrappedValue.name += "!"
        #expect(storage.name == "Olivier!")
        #expect(sets == 2)
    }

    @Test("Binding(get:set:) with a Transaction gets the binding's transaction")
    func getSetWithTransaction() {
        var storage = 0
        var seen: [Animation?] = []
        let binding = Binding(get: { storage }, set: { value, transaction in
            storage = value
            seen.append(transaction.animation)
        })
        binding.wrappedValue = 1
        binding.animation(.easeIn).wrappedValue = 2
        withAnimation(.linear) { binding.wrappedValue = 3 }
        binding.transaction(Transaction(animation: .spring)).wrappedValue = 4
        #expect(storage == 4)
        #expect(seen == [nil, .easeIn, .linear, .spring])
    }

    @Test("transaction is nil-animation by default; animation(_:) and transaction(_:) copy")
    func transactionAccessors() {
        @State var count = 0
        let plain = $count
        #expect(plain.transaction.animation == nil)
        let animated = plain.animation()
        #expect(animated.transaction.animation == .default)
        #expect(plain.transaction.animation == nil)
        var transaction = Transaction()
        transaction.disablesAnimations = true
        let quiet = plain.transaction(transaction)
        #expect(quiet.transaction.disablesAnimations)
        #expect(quiet.derived(\.self).transaction.disablesAnimations)
        var mutable = plain
        mutable.transaction.animation = .easeOut
        #expect(mutable.transaction.animation == .easeOut)
    }

    @Test("Derived bindings read the current value of their source")
    func derivedReadsCurrentValue() {
        @State var person = Person.olivier
        let number = $person.address.number
        person.address.number = 99
        #expect(number.wrappedValue == 99)
        person = Person(name: "New", address: Address(number: 5, street: "Main"))
        #expect(number.wrappedValue == 5)
    }

    @Test("Writing through a binding in place mutates nested values with compound operators")
    func compoundAssignmentThroughBinding() {
        @State var person = Person.olivier
        $person.address.number.wrappedValue += 10
        $person.name.wrappedValue.append("!")
        #expect(person.address.number == 23)
        #expect(person.name == "Olivier!")
    }
}

private extension Binding {
    /// Derives through an arbitrary key path, as `$x[dynamicMember:]` does.
    func derived<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        self[dynamicMember: keyPath]
    }
}

@Suite("Bindings through key paths of every kind")
struct KeyPathKindTests {
    final class Counter {
        var hits = 0
    }

    struct Profile {
        var first = "Ada"
        var last = "Lovelace"
        var counter = Counter()
        var tags: [String: Int] = ["a": 1]
        /// A computed property with a setter: its key path is writable, but has no offset.
        var fullName: String {
            get { "\(first) \(last)" }
            set {
                let parts = newValue.split(separator: " ", maxSplits: 1).map(String.init)
                first = parts.first ?? ""
                last = parts.count > 1 ? parts[1] : ""
            }
        }
    }

    @Test("A computed property with a setter reads and writes through the key path")
    func computedProperty() {
        @State var profile = Profile()
        let fullName = $profile.fullName
        #expect(fullName.wrappedValue == "Ada Lovelace")
        fullName.wrappedValue = "Grace Hopper"
        #expect(profile.first == "Grace" && profile.last == "Hopper")
    }

    @Test("A class member inside the value is reached through its reference")
    func referenceMember() {
        @State var profile = Profile()
        let hits = $profile.counter.hits
        hits.wrappedValue += 2
        #expect(profile.counter.hits == 2)
    }

    @Test("Dictionary subscripts and optional members go through the key path")
    func subscriptKeyPaths() {
        @State var profile = Profile()
        let entry = $profile[dynamicMember: \.tags["b"]]
        #expect(entry.wrappedValue == nil)
        entry.wrappedValue = 2
        #expect(profile.tags == ["a": 1, "b": 2])
        let composed = $profile[dynamicMember: \Profile.first].wrappedValue
        #expect(composed == "Ada")
    }
}
