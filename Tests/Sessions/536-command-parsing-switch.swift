// Command parsing with switch over strings, characters, tuples and where clauses
func handle(_ input: String) -> String {
    let words = input.lowercased().split(separator: " ").map(String.init)
    guard let verb = words.first else { return "say something" }
    let rest = words.dropFirst().joined(separator: " ")
    switch (verb, rest.isEmpty) {
    case ("quit", _), ("exit", _): return "bye"
    case ("go", true): return "go where?"
    case ("go", false) where ["north", "south", "east", "west"].contains(rest): return "you walk \(rest)"
    case ("go", false): return "you can't go \(rest)"
    case (let v, _) where v.hasPrefix("h"): return "help: go, quit"
    case ("take", false):
        switch rest.first {
        case "a", "e", "i", "o", "u": return "you take an \(rest)"
        case .some(let c) where c.isLetter: return "you take a \(rest)"
        default: return "take what?"
        }
    default: return "unknown '\(verb)'"
    }
}
for line in ["go north", "Go", "go up", "help me", "take apple", "take book", "take 42", "dance", "", "QUIT now"] {
    print("\(line.isEmpty ? "<empty>" : line) -> \(handle(line))")
}
