// Division by zero inside a function called in a loop: the trap is at the division.
func average(_ total: Int, _ count: Int) -> Int {
    let result = total / count
    return result
}
var totals = [10, 20, 30]
for count in [5, 2, 0] {
    print(average(totals[0], count))
}
