// A screen's view model in @State, changed through mutating methods called on the binding a child would get
struct CounterModel: Equatable {
    private(set) var count = 0
    private(set) var history: [Int] = []
    var step = 1

    mutating func increment() { record(); count += step }
    mutating func decrement() { record(); count = max(0, count - step) }
    mutating func undo() { if let last = history.popLast() { count = last } }
    private mutating func record() { history.append(count) }
}

struct StepperRow {
    @Binding var model: CounterModel
    func plus() { model.increment() }
    func minus() { model.decrement() }
}

@State var model = CounterModel()
let row = StepperRow(model: $model)
row.plus()
row.plus()
$model.step.wrappedValue = 5
row.plus()
print(model.count, model.history)
row.minus()
row.minus()
row.minus()
print(model.count, model.history.count)
$model.wrappedValue.undo()
model.undo()
print(model.count, model.history)
let snapshot = model
row.plus()
print(snapshot == model, snapshot.count, model.count)
