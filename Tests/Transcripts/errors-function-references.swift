// arguments: --keep-going
// Initializers and functions named as values: an overloaded built-in initializer needs a
// context, labels must name a real initializer or function, a type must fit the context.
struct Person { let name: String }
struct Text {
    static func shout(_ s: String) -> String { s }
    static func shout(_ n: Int) -> String { "\(n)" }
    func greet() -> String { "hi" }
}
func add(_ a: Int, to b: Int) -> Int { a + b }
let g = String.init
let h = Person.init(nme:)
let f = add(_:from:)
let k: (Int) -> Person = Person.init
let s = Text.shout
let t = Text.greet
