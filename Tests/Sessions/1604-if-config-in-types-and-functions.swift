// #if inside type bodies, function bodies and switch cases; the inactive branch names things
// this platform does not have and is never checked.
struct AppConfig {
    var name: String
    #if os(iOS)
    var statusBarStyle: UIStatusBarStyle = .default
    #elseif os(Linux)
    var serviceUnit = "app.service"
    #endif

    #if DEBUG
    static let apiBase = "http://localhost:8080"
    #else
    static let apiBase = "https://api.example.com"
    #endif

    func summary() -> String {
        var parts = [name, AppConfig.apiBase]
        #if os(Linux)
        parts.append(serviceUnit)
        #else
        parts.append(String(describing: statusBarStyle))
        #endif
        return parts.joined(separator: " | ")
    }
}

enum LogLevel: Int {
    case debug, info, error
}

func shouldLog(_ level: LogLevel) -> Bool {
    switch level {
    #if DEBUG
    case .debug:
        return true
    #else
    case .debug:
        return false
    #endif
    case .info, .error:
        return true
    }
}

func renderer() -> String {
    #if canImport(SwiftUI)
    return SwiftUIRenderer().name
    #elseif canImport(Foundation)
    #if arch(arm64)
    return "text (arm64)"
    #else
    return "text"
    #endif
    #else
    return "none"
    #endif
}

let config = AppConfig(name: "Notes")
print(config.summary())
print(shouldLog(.debug), shouldLog(.info), shouldLog(.error))
print(renderer())
