// SwiftUI's view pattern: a custom init sets `_isOn` from a Binding and `_taps` from a State.
struct ToggleRow {
    @Binding var isOn: Bool
    @State private var taps = 0
    init(isOn: Binding<Bool>, taps: Int = 0) {
        self._isOn = isOn
        _taps = State(initialValue: taps)
    }
    func tap() {
        isOn.toggle()
        taps += 1
    }
    func summary() -> String { "on: \(isOn), taps: \(taps)" }
}
@State var light = false
let row = ToggleRow(isOn: $light)
row.tap()
print(light, row.summary())
row.tap()
row.tap()
print(light, row.summary())
let other = ToggleRow(isOn: .constant(true), taps: 10)
other.tap()
print(other.summary())
