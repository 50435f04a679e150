// @State and @Binding fields: memberwise init takes a value for @State and a Binding for @Binding; an explicit init assigns _x
struct Parent {
    @State var name = "Ada"
    @State var count: Int = 0
}
struct Child {
    @Binding var name: String
    let label: String
}
struct Explicit {
    @Binding var count: Int
    init(count: Binding<Int>) {
        _count = count
    }
}
let parent = Parent(name: "Grace", count: 3)
let child = Child(name: parent.$name, label: "child")
child.name = "Lin"
print(parent.name, child.name, child.label)
let explicit = Explicit(count: parent.$count)
explicit.count += 10
print(parent.count, explicit.count)
print(Parent().name, Parent().count)
