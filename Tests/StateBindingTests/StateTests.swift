import StateBinding
import Testing

@Suite("State")
struct StateTests {
    @Test("A counter view's @State changes from a non-mutating body (the toy State articles)")
    func counterFromNonMutatingContext() {
        struct CounterView {
            @State private var count = 0
            func tap() { count += 1 }
            var label: String { "Count: \(count)" }
        }
        let view = CounterView()
        view.tap()
        view.tap()
        #expect(view.label == "Count: 2")
    }

    @Test("Copies of a struct share its State's storage, as the box is a reference")
    func copiesShareStorage() {
        struct Holder { @State var value = 1 }
        let original = Holder()
        let copy = original
        copy.value = 5
        #expect(original.value == 5)
    }

    @Test("init(initialValue:) and init(wrappedValue:) hold the value given")
    func initialisers() {
        let initial = State(initialValue: "a")
        let wrapped = State(wrappedValue: "b")
        #expect(initial.wrappedValue == "a")
        #expect(wrapped.wrappedValue == "b")
    }

    @Test("init() holds nil for optional values")
    func optionalDefault() {
        struct Form { @State var nickname: String? }
        let form = Form()
        #expect(form.nickname == nil)
        form.nickname = "Oli"
        #expect(form.nickname == "Oli")
        let empty = State<Int?>()
        #expect(empty.wrappedValue == nil)
    }

    @Test("Mutating methods on the wrapped value change the State")
    func mutatingMethods() {
        @State var items = [1, 2, 3]
        items.append(4)
        items.removeFirst()
        #expect(items == [2, 3, 4])
        $items.wrappedValue.append(5)
        #expect(items == [2, 3, 4, 5])
    }

    @Test("projectedValue is a fresh Binding each time, to the same storage")
    func projectedValueSharesStorage() {
        @State var count = 0
        let first = $count
        let second = $count
        first.wrappedValue = 3
        #expect(second.wrappedValue == 3)
        #expect(count == 3)
    }
}
