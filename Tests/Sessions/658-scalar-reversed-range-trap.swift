// A reversed range inside an Int function traps at the range.
func sum(from low: Int, to high: Int) -> Int {
    var total = 0
    for i in low...high { total += i }
    return total
}
print(sum(from: 1, to: 10))
print(sum(from: 10, to: 1))
