// A settings screen model with enums, switch and string interpolation
enum Theme: String, CaseIterable { case light, dark, system }
enum FontSize { case small, medium, large(scale: Double) }
struct Settings {
    var theme: Theme = .system
    var fontSize: FontSize = .medium
    var notifications = true
    var username: String? = nil
    var summary: String {
        let size: String
        switch fontSize {
        case .small: size = "S"
        case .medium: size = "M"
        case .large(let scale) where scale > 1.5: size = "XL"
        case .large: size = "L"
        }
        return "\(theme.rawValue.uppercased())/\(size)/\(notifications ? "on" : "off")/\(username ?? "anonymous")"
    }
}
@State var settings = Settings()
print(settings.summary)
let theme = $settings.theme
theme.wrappedValue = .dark
settings.fontSize = .large(scale: 2)
settings.username = "kim"
print(settings.summary)
print(Theme.allCases.map(\.rawValue))
print(settings.fontSize)
print(settings)
