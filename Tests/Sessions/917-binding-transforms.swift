// Custom bindings that convert: a Double edited as text, a Set toggled as Bools, a clamped Int
import Foundation

struct Settings {
    var fontSize = 14.0
    var enabledFeatures: Set<String> = ["sync"]
    var retries = 3
}

@State var settings = Settings()
let fontText = Binding<String>(
    get: { String(format: "%.1f", settings.fontSize) },
    set: { if let value = Double($0) { settings.fontSize = value } }
)
print(fontText.wrappedValue)
fontText.wrappedValue = "17.25"
fontText.wrappedValue = "huge"
print(settings.fontSize, fontText.wrappedValue)

func featureToggle(_ name: String) -> Binding<Bool> {
    Binding(
        get: { settings.enabledFeatures.contains(name) },
        set: { on in
            if on { settings.enabledFeatures.insert(name) } else { settings.enabledFeatures.remove(name) }
        }
    )
}
let offline = featureToggle("offline")
offline.wrappedValue = true
featureToggle("sync").wrappedValue.toggle()
print(settings.enabledFeatures.sorted(), offline.wrappedValue)

let retries = Binding(get: { settings.retries }, set: { settings.retries = min(max($0, 0), 5) })
retries.wrappedValue += 10
print(settings.retries)
retries.wrappedValue = -1
print(settings.retries, retries.wrappedValue)
