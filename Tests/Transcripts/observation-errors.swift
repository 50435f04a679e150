// arguments: --quiet --keep-going
// Observation's errors: @Observable on a struct, what a tracked property cannot be, withObservationTracking's arguments.
import Observation
@Observable final class Cache { lazy var items: [Int] = [] }
@Observable final class Box { @State var value = 0 }
@Observable final class Fine { @ObservationIgnored lazy var items: [Int] = []; var level = 0 }
let fine = Fine()
withObservationTracking { _ = fine.level } changed: { print("changed") }
withObservationTracking({ _ = fine.level }, onChange: 5)
withObservationTracking({ fine.level }, onChange: { print("level will change") })
let levelPath = \Fine.level
fine.level = 2
print(fine.items, fine.level)
