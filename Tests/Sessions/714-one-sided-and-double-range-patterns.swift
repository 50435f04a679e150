// Range patterns: one-sided ranges from a bound, and ranges of Doubles
func grade(_ average: Double) -> String {
    switch average {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70.5...79.99: return "C"
    case ..<50: return "F"
    default: return "D"
    }
}
print([95.5, 90, 85, 72, 70.2, 10].map(grade))
func bracket(_ age: Int) -> String {
    switch age {
    case ..<13: return "child"
    case 13...19: return "teen"
    case 65...: return "senior"
    default: return "adult"
    }
}
print([4, 13, 42, 65, 90].map(bracket))
let temperature = 31.5
if case 30.0... = temperature { print("hot") }
let scores = [88, 93, 100, 47]
for case 90... in scores { print("an A") }
print(scores.filter { 90... ~= $0 }.count)
