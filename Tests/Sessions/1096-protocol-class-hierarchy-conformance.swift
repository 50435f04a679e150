// A class conformance is inherited: subclasses override the witness, existentials dispatch to it
protocol Speaker {
    var name: String { get }
    func speak() -> String
}
class Animal: Speaker {
    let name: String
    init(name: String) {
        self.name = name
    }
    func speak() -> String { "\(name) makes a sound" }
}
class Dog: Animal {
    override func speak() -> String { "\(name) barks" }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + " softly" }
}
struct Parrot: Speaker {
    var name: String
    func speak() -> String { "\(name) says hello" }
}
let speakers: [any Speaker] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit"), Parrot(name: "Polly")]
for s in speakers {
    print(s.speak())
}
print(speakers.map { $0 is Dog })
print(speakers.compactMap { ($0 as? Animal)?.name })
let pup: Animal = Puppy(name: "Tiny")
print((pup as Speaker).speak())
