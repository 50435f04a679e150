// The Binding reference: a toggle bound to one property of a model; $prefs.isEnabled is a
// Binding<Bool> derived from the State holding the model.
struct Preferences {
    var isEnabled = false
}
struct ToggleControl {
    var label: String
    @Binding var isOn: Bool
}
@State var prefs = Preferences()
let text = { prefs.isEnabled ? "On" : "Off" }
let toggle = ToggleControl(label: text(), isOn: $prefs.isEnabled)
print(toggle.label, toggle.isOn)
toggle.isOn = !toggle.isOn
print(text(), prefs)
toggle.isOn = false
print(text())
