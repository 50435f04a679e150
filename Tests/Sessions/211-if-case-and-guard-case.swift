// if case matches a single pattern
enum Result {
    case success(Int)
    case failure(String)
}
let outcomes: [Result] = [.success(3), .failure("oops"), .success(10)]
for outcome in outcomes {
    if case .success(let value) = outcome, value > 5 {
        print("big success", value)
    } else if case let .failure(message) = outcome {
        print("failed:", message)
    } else {
        print("small success")
    }
}
let number = 7
if case 1...9 = number { print("one digit") }
let optional: Int? = 42
if case let value? = optional { print(value) }
if case .none = Optional<Int>.none { print("none") }
