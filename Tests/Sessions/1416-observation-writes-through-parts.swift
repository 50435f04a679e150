// Tuple assignment, subscripts, dictionaries, optional chains, a computed setter and self in a method, on tracked properties
import Observation
@Observable final class Child: @unchecked Sendable { var value = 0 }
@Observable final class M: @unchecked Sendable {
    var a = 1
    var b = 2
    var items = [10, 20]
    var dict: [String: Int] = [:]
    var child: Child? = Child()
    var doubled: Int {
        get { a * 2 }
        set { a = newValue / 2 }
    }
    func watchSelf() {
        withObservationTracking { _ = self.b } onChange: { print("self.b leaves \(self.b)") }
    }
}
let m = M()
withObservationTracking { _ = m.a; _ = m.b } onChange: { print("a or b leave \(m.a) \(m.b)") }
(m.a, m.b) = (m.b, m.a)
print(m.a, m.b)
withObservationTracking { _ = m.items } onChange: { print("items leave \(m.items)") }
m.items[0] += 0
withObservationTracking { _ = m.dict } onChange: { print("dict leaves \(m.dict)") }
m.dict["k"] = 1
withObservationTracking { _ = m.child?.value } onChange: { print("child value leaves \(m.child?.value ?? -1)") }
m.child?.value += 1
withObservationTracking { _ = m.doubled } onChange: { print("doubled leaves \(m.doubled)") }
m.doubled = 4
print("doubled = 5")
m.doubled = 5
print("doubled = 10")
m.doubled = 10
print(m.doubled)
m.watchSelf()
m.b = 9
