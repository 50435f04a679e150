// A binding through an object to a computed property with a setter: a write through it is
// reported (it said "no change"), and finding where the path enters the object runs no getter:
// "label read" once for the echo and once for each evaluation of the dependent.
final class Counter {
    var count = 1
    var label: String {
        get { print("label read"); return "n=\(count)" }
        set { count = Int(newValue.dropFirst(2)) ?? count }
    }
}
struct Holder { var counter = Counter() }
@State var h = Holder()
let label = $h.counter.label
label.wrappedValue = "n=5"
print(h.counter.count)
