// Default implementations in a protocol extension, overridden by some conformers, called through the protocol and directly
protocol Animal {
    var name: String { get }
    func sound() -> String
    func speak() -> String
}
extension Animal {
    func sound() -> String { "..." }
    func speak() -> String { "\(name) says \(sound())" }
    func extra() -> String { "extension only" }
}
struct Dog: Animal {
    let name: String
    func sound() -> String { "Woof" }
}
struct Fish: Animal {
    let name: String
}
struct Parrot: Animal {
    let name: String
    func sound() -> String { "Squawk" }
    func speak() -> String { "\(name) repeats: \(sound()) \(sound())" }
    func extra() -> String { "parrot's own" }
}
let animals: [Animal] = [Dog(name: "Rex"), Fish(name: "Nemo"), Parrot(name: "Polly")]
for a in animals {
    print(a.speak())
}
print(animals[2].extra())
print(Parrot(name: "Kiwi").extra())
let p: any Animal = Parrot(name: "Jo")
print(p.sound(), p.extra())
