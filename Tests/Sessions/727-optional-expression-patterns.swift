// Optional patterns around expressions and enum cases: case "SAVE10"?:, case .loaded?:
enum Phase { case idle, loaded }
func discount(_ code: String?) -> Int {
    switch code {
    case "SAVE10"?: return 10
    case "HALF"?: return 50
    case nil: return 0
    default: return 1
    }
}
print([nil, "SAVE10", "HALF", "other"].map(discount))
let phase: Phase? = .loaded
switch phase {
case .loaded?: print("loaded")
case .idle?: print("idle")
case nil: print("none")
}
let limit = 3
let counts: [Int?] = [3, nil, 5]
for case limit? in counts { print("hit the limit") }
if case 5? = counts.last { print("ends with 5") }
