// SwiftUI's Binding reference, its API list: from @State, constant, animation, transaction, the three init(_:), dynamicMember
struct ExampleView {
    @State var text: String = "🍌🍌"
    var body: String { text }
    // What TextField("Placeholder", text: $text) is handed.
    func field() -> Binding<String> { $text }
}
let view = ExampleView()
let field = view.field()
print(field.wrappedValue)
field.wrappedValue = "🍏"
print(view.body)
enum EditMode { case inactive, transient, active }
let editMode: Binding<EditMode> = .constant(.active)
editMode.wrappedValue = .inactive
print(editMode.wrappedValue)
@State var fruits = ["🍌", "🍏", "🍑"]
$fruits.wrappedValue.remove(at: 1)
print(fruits, fruits.map(\.self).count)
@State var myVariable = 1
let animated = $myVariable.animation(.default)
animated.wrappedValue = 2
print(myVariable, animated.transaction.animation!)
let quick = $myVariable.transaction(Transaction(animation: .linear))
print(quick.transaction.animation.map { "\($0)" } ?? "none")
@State var name: String? = "Ada"
if let unwrapped = Binding($name) { unwrapped.wrappedValue += "!" }
@State var count = 3
let optional = Binding<Int?>($count)
optional.wrappedValue = 4
let hashable = Binding<AnyHashable>($count)
print(name!, count, hashable.wrappedValue)
let whole = $name[dynamicMember: \.self]
whole.wrappedValue = "Grace"
print(name ?? "nil", $count.projectedValue.wrappedValue)
let logged = Binding<Int>(get: { count }, set: { value, transaction in
    count = value
    print("set", value, "animated:", transaction.animation != nil)
})
logged.animation().wrappedValue = 10
print(count)
