// arguments: --quiet --keep-going
// The errors the seeds walk through on the way to a working wrapper, in swiftc's words, and the view-only constructs named as unsupported
@propertyWrapper
struct FSState {

}
@propertyWrapper
struct ValueState<V> {
  var value: V
  var wrappedValue: V {
    get { value }
    set { value = newValue }
  }
}
struct NoInitView {
  @ValueState var text = "Hello Five Stars"
}
@propertyWrapper
struct MutatingState<V> {
  var value: V
  var wrappedValue: V {
    get { value }
    set { value = newValue }
  }
  init(wrappedValue value: V) { self.value = value }
}
struct ButtonView {
  @MutatingState var text = "Hello Five Stars"
  func tap() {
    text = ["hello", "five", "stars"].randomElement()!
  }
}
@propertyWrapper
struct NonmutatingState<V> {
  var value: V
  var wrappedValue: V {
    get { value }
    nonmutating set { // our setter is now nonmutating
      value = newValue
    }
  }
  init(wrappedValue value: V) { self.value = value }
}
struct MovedErrorView {
  @NonmutatingState var text = "Hello Five Stars"
  func tap() { text = "five" }
}
struct CounterView {
    private var count = 0
    func tap() {
        count += 1
    }
}
struct DetailView {
    @Binding var message: String
    init(message: Binding<String>) {
        self.message = message
    }
}
@State var fruits = ["🍌", "🍏", "🍑"]
fruits.remove(atOffsets: [0])
struct PrivateDetailView {
    private var _message: Binding<String>
}
let detail = PrivateDetailView(_message: .constant("hello"))
struct PrivateCounterView {
    @State private var count = 0
}
let counter = PrivateCounterView()
print(counter.$count)
struct ContentView: View {
  @State var text = "Hello Five Stars"
  var body: some View {
    Text(text)
  }
}
print("the rest still runs")
