// inout access to a tracked property is an in-place change: it notifies even when nothing changes
import Observation
@Observable final class M: @unchecked Sendable { var count = 0; var items = [1, 2] }
func bump(_ x: inout Int, by amount: Int) { x += amount }
func touch(_ x: inout [Int]) { }
let m = M()
withObservationTracking { _ = m.count } onChange: { print("count leaves \(m.count)") }
print("bump by 0")
bump(&m.count, by: 0)
print(m.count)
withObservationTracking { _ = m.items } onChange: { print("items leave \(m.items)") }
print("touch")
touch(&m.items)
withObservationTracking { _ = m.items } onChange: { print("items leave \(m.items) (sort)") }
m.items.sort()
withObservationTracking { _ = m.count } onChange: { print("count leaves \(m.count) (bump 2)") }
bump(&m.count, by: 2)
print(m.count, m.items)
