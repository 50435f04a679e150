// An average over an empty list divides by zero: Int division traps, as in Swift
struct Scores { var values: [Int] = [] }
@State var scores = Scores(values: [7, 9, 8])
var average: Int { scores.values.reduce(0, +) / scores.values.count }
print(average)
$scores.values.wrappedValue.removeAll()
print(scores.values.isEmpty)
print(average)
