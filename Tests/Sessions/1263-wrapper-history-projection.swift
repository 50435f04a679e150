// A generic wrapper recording every value; projectedValue is the history array
@propertyWrapper
struct History<Value> {
    private var current: Value
    private(set) var projectedValue: [Value]
    init(wrappedValue: Value) {
        current = wrappedValue
        projectedValue = [wrappedValue]
    }
    var wrappedValue: Value {
        get { current }
        set {
            current = newValue
            projectedValue.append(newValue)
        }
    }
}
struct Document {
    @History var title = "Untitled"
    @History var pages = 1
    mutating func rename(_ to: String) { title = to }
}
var doc = Document()
doc.rename("Draft")
doc.rename("Final")
doc.pages += 2
print(doc.title, doc.$title)
print(doc.$pages.count, doc.$pages.last!)
@History var steps: Int = 0
for i in 1...3 { steps += i }
print(steps, $steps)
print(_steps.wrappedValue)
