// arguments: --quiet
// An initializer written without a body, as in an interface sketch: swiftc wants one, at the init
struct Counter<Value> {
    var value: Value
    init(initialValue: Value)
}
