// fatalError traps with its message after a guard; what ran before it stays printed
enum Level { case low, high }
func describe(_ level: Level?) -> String {
    guard let level else { fatalError("no level given") }
    switch level {
    case .low: return "low"
    case .high: return "high"
    }
}
print(describe(.high))
print(describe(nil))
