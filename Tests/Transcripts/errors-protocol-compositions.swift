// arguments: --keep-going
// Protocol compositions and existentials given values that lack a protocol, in Swift's wording.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Bot: Named { var name: String }
let x: Named & Aged = Bot(name: "r")
let y: Named & Int = Bot(name: "r")
func f(_ a: Aged) {}
f(Bot(name: "b"))
let z: Aged = Bot(name: "q")
