// Assigning to a tuple of places: swaps, function results and discarded parts
struct Converter {
    var from = "C"
    var to = "F"
    var history: [String] = []
    mutating func swapUnits() { (from, to) = (to, from) }
}
func bounds(_ xs: [Int]) -> (Int, Int) { (xs.min()!, xs.max()!) }
@State var converter = Converter()
converter.swapUnits()
print(converter.from, converter.to)
var low = 0, high = 0
(low, high) = bounds([4, 9, 1])
print(low, high)
var a = 1, b = 2, c = 3
(a, b, c) = (c, a, b)
print(a, b, c)
var scores = [10, 20]
(scores[0], scores[1]) = (scores[1], scores[0])
(_, converter.to) = (0, "K")
print(scores, converter)
var (x, y) = (1.5, 2.5)
(x, y) = (y * 2, x)
print(x, y)
let pair = $converter.from
(pair.wrappedValue, converter.history) = ("X", ["swapped"])
print(converter)
