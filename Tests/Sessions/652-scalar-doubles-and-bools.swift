// Functions on Doubles and Bools: literals take the Double type, comparisons, guard.
func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }
func hypotenuseSquared(_ a: Double, _ b: Double) -> Double { a * a + b * b }
func isLeapYear(_ year: Int) -> Bool {
    guard year % 4 == 0 else { return false }
    if year % 100 == 0 { return year % 400 == 0 }
    return true
}
func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
    if value < low { return low }
    if value > high { return high }
    return value
}
func compoundInterest(principal: Double, rate: Double, years: Int) -> Double {
    var amount = principal
    for _ in 0..<years { amount *= 1 + rate }
    return amount
}
func both(_ a: Bool, _ b: Bool) -> Bool { a && b }
print(celsius(fromFahrenheit: 212), celsius(fromFahrenheit: 98.6))
print(hypotenuseSquared(3, 4), clamp(12.5, 0, 10), clamp(-1, 0, 10))
print(isLeapYear(1900), isLeapYear(2000), isLeapYear(2024), isLeapYear(2023))
print(compoundInterest(principal: 1000, rate: 0.05, years: 10))
print(both(true, isLeapYear(2024)), both(false, true))
