// A singleton: static let shared with a private init, state kept across every access
final class Settings {
    nonisolated(unsafe) static let shared = Settings()
    var theme = "light"
    var launches = 0
    private init() { print("Settings created") }
    func launch() { launches += 1 }
}
print("start")
Settings.shared.launch()
Settings.shared.launch()
let s = Settings.shared
s.theme = "dark"
print(Settings.shared.theme, Settings.shared.launches)
print(s === Settings.shared)
