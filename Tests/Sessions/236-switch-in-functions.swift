// Functions return from inside switch cases and loops
enum Weekday: CaseIterable { case mon, tue, wed, thu, fri, sat, sun }
func isWeekend(_ day: Weekday) -> Bool {
    switch day {
    case .sat, .sun: return true
    default: return false
    }
}
func firstWeekend(after start: Int) -> Weekday? {
    let days = Weekday.allCases
    var index = start
    while index < days.count {
        if isWeekend(days[index]) { return days[index] }
        index += 1
    }
    return nil
}
print(Weekday.allCases.filter(isWeekend))
print(firstWeekend(after: 2) as Any, firstWeekend(after: 7) as Any)
func fizzBuzz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizzBuzz).joined(separator: " "))
