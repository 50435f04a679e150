@testable import StateBindingUI
import Testing

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        Button("Tap \(count)") { count += 1 }
    }
}

@Test func tappingACounterRunsItsBodyAgain() {
    let host = ViewHost(CounterView())
    #expect(host.render() == "CounterView\n  Button \"Tap 0\"")
    #expect(host.lastUpdate.bodyRuns.map(\.changesText) == ["CounterView: @self, @identity, _count changed."])
    host.tap("Tap 0")
    #expect(host.render() == "CounterView\n  Button \"Tap 1\"")
    #expect(host.lastUpdate.bodyRuns.map(\.changesText) == ["CounterView: _count changed."])
    #expect(host.lastUpdate.lineChanges == [.init(place: "CounterView/Button", old: "Button \"Tap 0\"", new: "Button \"Tap 1\"")])
}
