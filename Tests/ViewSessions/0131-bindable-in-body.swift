import SwiftUI
import Observation

// @Bindable inside a body (`@Bindable var settings = settings`) and Bindable(object).member:
// bindings made where they are needed, from an object the view holds as a plain `let`.
@Observable
final class Settings {
    var isMuted = false
    var volume = 5
}

struct SettingsView: View {
    let settings: Settings

    var body: some View {
        let _ = Self._printChanges()
        @Bindable var settings = settings
        VStack {
            Toggle("Muted", isOn: $settings.isMuted)
            Stepper("Volume", value: Bindable(settings).volume, in: 0...10)
            Text(settings.isMuted ? "muted" : "volume \(settings.volume)")
        }
    }
}

struct Screen: View {
    let settings: Settings
    @State private var other = Settings()
    @State private var showsOther = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            SettingsView(settings: showsOther ? other : settings)
            Button("Switch") { showsOther.toggle() }
        }
    }
}

let settings = Settings()
let host = ViewHost(Screen(settings: settings))
print("-- toggle")
host.toggle("Muted")
print("-- increment")
host.increment("Volume")
print(settings.isMuted, settings.volume)
print("-- another object: the view's input changed")
host.tap("Switch")
print(host.render())
