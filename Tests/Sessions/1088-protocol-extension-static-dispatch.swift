// Requirements dispatch dynamically; extension-only methods use the static type
protocol Animal {
    func sound() -> String
}
extension Animal {
    func sound() -> String { "..." }
    func nickname() -> String { "some animal" }
}
struct Cat: Animal {
    func sound() -> String { "meow" }
    func nickname() -> String { "kitty" }
}
struct Fish: Animal {}
let cat = Cat()
print(cat.sound(), cat.nickname())
let animal: Animal = cat
print(animal.sound(), animal.nickname())
print(Fish().sound(), Fish().nickname())
let zoo: [Animal] = [Cat(), Fish()]
print(zoo.map { $0.sound() })
print(zoo.map { $0.nickname() })
func speak<T: Animal>(_ a: T) -> String {
    a.sound() + "/" + a.nickname()
}
print(speak(cat), speak(Fish()))
