import SwiftUI

// @Environment with a session's own EnvironmentKey: a view that read a key runs again when
// the value put above it changes; one that did not read it does not.
struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct Badge: View {
    @Environment(\.theme) private var theme

    var body: some View {
        let _ = Self._printChanges()
        Text("badge in \(theme)")
    }
}

struct Plain: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("plain")
    }
}

struct Themed: View {
    @State private var dark = false

    var body: some View {
        VStack {
            Badge()
            Plain()
            Toggle("Dark", isOn: $dark)
        }
        .environment(\.theme, dark ? "dark" : "light")
    }
}

let host = ViewHost(Themed())
print("-- dark")
host.toggle("Dark")
print(host.render(modifiers: true))
