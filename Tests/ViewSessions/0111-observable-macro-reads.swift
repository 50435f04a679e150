import SwiftUI
import Observation

// @Observable: a view is invalidated only by the properties its body read
// (views.md, "Observation"); _printChanges says @dependencies.
@Observable
final class Settings {
    var volume = 5
    var theme = "light"
}

struct VolumeView: View {
    let settings: Settings

    var body: some View {
        let _ = Self._printChanges()
        Text("volume \(settings.volume)")
    }
}

struct ThemeView: View {
    let settings: Settings

    var body: some View {
        let _ = Self._printChanges()
        Button("theme \(settings.theme)") { settings.theme = "dark" }
    }
}

struct SettingsScreen: View {
    let settings: Settings

    var body: some View {
        VStack {
            VolumeView(settings: settings)
            ThemeView(settings: settings)
            Button("Louder") { settings.volume += 1 }
        }
    }
}

let settings = Settings()
let host = ViewHost(SettingsScreen(settings: settings))
print("-- louder")
host.tap("Louder")
print("-- theme")
host.tap("theme light")
print("-- written by the program")
settings.volume = 0
print(host.render())
