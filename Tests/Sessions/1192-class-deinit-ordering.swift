// deinit order: scopes ending, reassignment, arrays emptied, and a subclass deinit running before its superclass's
class Tracker {
    let id: Int
    init(_ id: Int) { self.id = id; print("init \(id)") }
    deinit { print("deinit \(id)") }
}
class Special: Tracker {
    deinit { print("special deinit \(id)") }
}
do {
    let a = Tracker(1)
    print("in scope \(a.id)")
}
var t: Tracker? = Tracker(2)
t = Tracker(3)
t = nil
var list = [Tracker(4), Special(5)]
list.removeFirst()
print("removed first")
list = []
print("emptied")
func make() { _ = Tracker(6) }
make()
print("done")
