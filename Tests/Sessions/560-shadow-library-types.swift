// A session's own Character, Set or Range shadows the standard library's, as any module's types do
struct Character {
    var name: String
    var hp = 100
}
struct Set: CustomStringConvertible {
    let reps: Int
    let weight: Double
    var description: String { "\(reps)×\(weight)" }
}
enum Range: String { case short, long }
let hero = Character(name: "Rin")
let sets = [Set(reps: 5, weight: 80), Set(reps: 3, weight: 90)]
print(hero, sets, sets.map(\.reps).reduce(0, +), Range.long, Range(rawValue: "short")!)
let letters: [Swift.Character] = Array("abc")
let unique = Swift.Set([1, 2, 2, 3])
print(letters, unique.count, type(of: hero), type(of: sets))
for letter in "hi" { print(letter.isLetter, terminator: " ") }
print()
