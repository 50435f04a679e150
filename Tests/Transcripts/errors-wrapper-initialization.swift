// arguments: --no-sample --keep-going
// Wrappers declared without a value, and wrappers that cannot be made from one: the same
// rules and words for @State, @Binding and the session's own wrappers.
@propertyWrapper struct Getter {
    let read: () -> Int
    var wrappedValue: Int { read() }
}
@State var count: Int
print(count)
@Binding var shared: Int = 3
@Getter var fixed: Int = 4
@State var label: String = 5
struct Sheet {
    @Binding var title: String
    init() { title = "x" }
}
print(Sheet().title)
struct Reader {
    @Binding var title: String
    init() { print(title) }
}
_ = Reader()
count = 2
print(count)
