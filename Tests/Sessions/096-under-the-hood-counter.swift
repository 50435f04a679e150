// "@State under the hood": the count lives outside the view struct. A copy of the view shares
// the storage; a brand-new view starts from its initial value.
struct CounterView {
    @State var count = 0
    var label: String { "Tapped \(count) times" }
}
let view = CounterView()
print(view.label)
view.count += 1
view.count += 1
print(view.label)
let sameIdentity = view
sameIdentity.count += 1
print(view.label, sameIdentity.label)
let rebuilt = CounterView()
print(rebuilt.label)
let counts = [view, rebuilt].map { $0.count }
print(counts)
