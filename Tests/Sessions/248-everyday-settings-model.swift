// A settings model: a CaseIterable, Identifiable enum (id: Self), bindings to its fields, Equatable comparisons
enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var label: String {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}
struct Settings: Equatable {
    var theme: Theme = .system
    var fontSize: Double = 14
    var notifications = true
    var username = ""
}
@State var settings = Settings()
let theme = $settings.theme
let size = $settings.fontSize
theme.wrappedValue = .dark
size.wrappedValue += 2
settings.username = "ada"
print(settings)
print(settings == Settings(), Theme.allCases.map(\.label))
let defaults = Settings()
var changes: [String] = []
if settings.theme != defaults.theme { changes.append("theme") }
if settings.fontSize != defaults.fontSize { changes.append("fontSize") }
print(changes)
for t in Theme.allCases where t != settings.theme {
    print(t.id.rawValue, terminator: " ")
}
print()
