// A settings screen model: enums with raw values, validation with didSet, bindings to nested fields
enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var label: String {
        switch self {
        case .system: return "Match System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

enum FontSize: Int, Comparable {
    case small = 12, medium = 15, large = 19
    static func < (lhs: FontSize, rhs: FontSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct NotificationSettings: Equatable {
    var enabled = true
    var quietHoursStart = 22
    var quietHoursEnd = 7
}

struct Settings: Equatable {
    var username = "guest"
    var theme: Theme = .system
    var fontSize: FontSize = .medium
    var notifications = NotificationSettings()
    var volume: Double = 0.5 {
        didSet { volume = min(max(volume, 0), 1) }
    }

    var validationErrors: [String] {
        var errors: [String] = []
        if username.count < 3 { errors.append("Username too short") }
        if username.contains(" ") { errors.append("Username has spaces") }
        if notifications.quietHoursStart == notifications.quietHoursEnd { errors.append("Quiet hours are empty") }
        return errors
    }
}

@State var settings = Settings()
let defaults = settings
print(Theme.allCases.map(\.label))
$settings.theme.wrappedValue = .dark
$settings.notifications.quietHoursEnd.wrappedValue = 22
settings.username = "al b"
print(settings.validationErrors)
settings.volume = 1.7
print(settings.volume)
$settings.volume.wrappedValue = -3
print(settings.volume)
print(settings.fontSize < .large, FontSize(rawValue: 19) ?? .small, FontSize(rawValue: 13) as Any)
print(settings == defaults, settings.notifications)
settings = defaults
print(settings == defaults, settings.theme, settings.validationErrors.isEmpty)
