// :states says why a binding cannot be read (as a report does), and an echo or :states spells a
// binding's value type as its declared type is spelled; print keeps Swift's own spelling.
final class Owner { var name = "A" }
@State var owner: Owner? = Owner()
let name = Binding(get: { owner!.name }, set: { owner!.name = $0 })
owner = nil
:states name
struct Settings {
    enum Theme { case light, dark }
    var theme = Theme.light
    var accent: Int? = nil
}
@State var settings = Settings()
let theme = $settings.theme
let accent = $settings.accent
:states theme accent
:type theme
print(theme)
print(accent)
