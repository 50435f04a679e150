// A child component holding @Binding fields: a quantity stepper and a toggle row editing the parent's state
struct QuantityStepper {
    @Binding var value: Int
    var range: ClosedRange<Int>

    func increment() { if value < range.upperBound { value += 1 } }
    func decrement() { if value > range.lowerBound { value -= 1 } }
    var label: String { "\(value) of \(range.upperBound)" }
}

struct ToggleRow {
    var title: String
    @Binding var isOn: Bool
    func tap() { isOn.toggle() }
}

struct OrderForm {
    var coffees = 1
    var extraShot = false
    var notes = ""
}

@State var form = OrderForm()
let stepper = QuantityStepper(value: $form.coffees, range: 1...4)
stepper.increment()
stepper.increment()
stepper.increment()
stepper.increment()
print(form.coffees, stepper.label)
stepper.decrement()
print(form)
let shot = ToggleRow(title: "Extra shot", isOn: $form.extraShot)
shot.tap()
print(form.extraShot, shot.isOn, shot.title)
form.extraShot = false
print(shot.isOn)
let rows = [ToggleRow(title: "A", isOn: $form.extraShot), ToggleRow(title: "B", isOn: .constant(true))]
rows.forEach { $0.tap() }
print(rows.map(\.isOn), form.extraShot)
var copy = form
copy.coffees = 9
print(stepper.value, copy.coffees)
