// arguments: --quiet --keep-going
// Learners' class mistakes, in swiftc's words and columns: a let property, weak non-optional, override of nothing, wrong arguments, === on a String
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
}
class Dog: Animal {
    var tricks: [String] = []
}
let rex = Dog(name: "Rex")
rex.name = "Max"
class Owner { weak var pet: Animal? }
class Bird: Animal { override func fly() {} }
rex.speak(1)
print(rex === "Rex")
print("reached")
// weak and unowned locals: only for class types, weak ones optional; an unowned one traps once its object is gone.
final class Leaf { let name = "leaf" }
weak var count = 3
weak var leaf: Leaf = Leaf()
var holder: Leaf? = Leaf()
unowned let borrowed = holder!
print(borrowed.name)
holder = nil
print(borrowed.name)
