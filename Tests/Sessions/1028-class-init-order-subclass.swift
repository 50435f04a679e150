// Two-phase initialisation: a subclass sets its own properties, calls super.init, then may use self
class Base {
    var id: Int
    init(id: Int) {
        self.id = id
        print("Base.init id=\(id)")
    }
    func label() -> String { "base \(id)" }
}
class Derived: Base {
    var tag: String
    init(id: Int, tag: String) {
        self.tag = tag
        print("Derived phase 1 tag=\(tag)")
        super.init(id: id)
        print("Derived phase 2", label())
        self.id += 100
    }
    override func label() -> String { "derived \(id) \(tag)" }
}
let d = Derived(id: 1, tag: "x")
print(d.label())
let b = Base(id: 2)
print(b.label())
