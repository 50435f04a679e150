// A stopwatch model: guard and defer in mutating methods, a computed optional, an enum with a static method over allCases.
struct Stopwatch {
    private(set) var laps: [Double] = []
    var isRunning = false
    mutating func start() { isRunning = true }
    mutating func lap(_ time: Double) {
        guard isRunning else { return }
        laps.append(time)
    }
    mutating func stop() -> Double {
        isRunning = false
        defer { laps.removeAll() }
        return laps.reduce(0, +)
    }
    var fastest: Double? { laps.min() }
}
@State var watch = Stopwatch()
watch.lap(1)
watch.start()
watch.lap(2.5)
watch.lap(1.25)
let total = watch.stop()
print(total, watch.laps, watch.isRunning)
enum Difficulty: Int, CaseIterable {
    case easy = 1, medium, hard
    var next: Difficulty? { Difficulty(rawValue: rawValue + 1) }
    static func hardest() -> Difficulty { allCases.last! }
}
print(Difficulty.easy.next as Any, Difficulty.hardest().next as Any, Difficulty.hardest())
