// `case nil` matches an absent value of any optional, even an enum that is not Equatable
enum Reward { case points(Int), badge(String) }

func describe(_ reward: Reward?) -> String {
    switch reward {
    case .points(let n)?: return "\(n) points"
    case .badge(let name)?: return "badge \(name)"
    case nil: return "nothing"
    }
}
print(describe(.points(5)), describe(.badge("gold")), describe(nil))
let pending: [Reward?] = [nil, .points(1)]
for case nil in pending { print("one is missing") }
if case nil = pending[0] { print("first is nil") }
