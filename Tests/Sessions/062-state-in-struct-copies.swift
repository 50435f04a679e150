// Copying a struct that holds a @State copies the State, not the value: both copies share storage.
struct Toggle {
    var title: String
    @State var isOn = false
}
let original = Toggle(title: "Wi-Fi")
var copy = original
copy.title = "Bluetooth"
copy.isOn = true
print(original.title, original.isOn)
print(copy.title, copy.isOn)
let rebuilt = Toggle(title: "Wi-Fi")
print(rebuilt.isOn)
let toggles = [original, copy, rebuilt]
print(toggles.map { $0.isOn })
toggles[2].isOn = true
print(rebuilt.isOn, toggles.map { $0.title })
