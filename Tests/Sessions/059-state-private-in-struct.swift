// @State private var inside a struct: the struct reads it, and because the setter is nonmutating
// the State can change even through a let constant of the struct.
struct CounterView {
    @State private var taps = 0
    @State var label = "Tap"
    var title: String { "\(label) \(taps)" }
}
let view = CounterView()
print(view.title)
view.label = "Clicked"
print(view.title)
print(view)
var other = CounterView(label: "Press")
other.label += "!"
print(other.title)
