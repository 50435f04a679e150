// SwiftUI's Binding reference: "a Binding is essentially" a getter and a setter, typed as a struct of our own
struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> ()
}
var truth = "🍌🍌"
let text = Binding(get: { truth }, set: { truth = $0 })
print(text.get())
text.set(text.get() + "🍏")
print(truth)
// Two bindings to one source of truth see each other's writes.
let other = Binding<String>(get: { truth }, set: { truth = $0 })
other.set("🍑")
print(text.get(), type(of: other))
