import BindscopeCompiler
import BindscopeDependents
import BindscopeLanguage

/// `:set`: alone, every setting of `SessionSetting` with its value; with a setting and a
/// value, changes it and says what it is now, so that every setting visibly acts.
extension Session {
    func set(_ argument: String, at location: SourceLocation, style given: TextStyle) throws -> String {
        let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let name = words.first else { return settingsListing(style: given) }
        guard let setting = SessionSetting(rawValue: name) else {
            var message = "unknown setting '\(name)'"
            if let suggestion = Suggestions.nearest(to: name, among: SessionSetting.allCases.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; the settings are \(SessionSetting.usageList)"
            }
            throw Diagnostic(message, at: location)
        }
        let values = words.dropFirst()
        // `:set verbose` alone turns it on, as before the values were spelled out.
        let value = setting == .verbose && values.isEmpty ? "on" : values.first
        guard values.count <= 1, let value, setting.values.contains(value) else {
            let expected = setting.values.map { "'\($0)'" }.joined(separator: " or ")
            let found = values.isEmpty ? "nothing" : "'\(values.joined(separator: " "))'"
            throw Diagnostic("expected \(expected) after '\(setting.name)', found \(found)", at: location)
        }
        switch setting {
        case .verbose: dependencies.verbose = value == "on"
        case .report: reportMode = ChangeReport.Mode(rawValue: value)!
        case .color: colorSetting = value == "on"
        case .swiftVersion: languageMode = LanguageMode(versionText: value)!
        }
        return "\(setting.name): \(value)\n"
    }

    /// The value each setting has now, as `:set` takes it.
    func currentValue(of setting: SessionSetting, style given: TextStyle) -> String {
        switch setting {
        case .verbose: dependencies.verbose ? "on" : "off"
        case .report: reportMode.rawValue
        case .color: style(given).isEnabled ? "on" : "off"
        case .swiftVersion: String(languageMode.rawValue)
        }
    }

    /// `:set` alone: a line a setting, its value and what it changes, in columns.
    private func settingsListing(style given: TextStyle) -> String {
        let nameWidth = SessionSetting.allCases.map(\.name.count).max()! + 2
        let valueWidth = SessionSetting.allCases.flatMap(\.values).map(\.count).max()! + 2
        return SessionSetting.allCases.map { setting in
            let value = currentValue(of: setting, style: given)
            return setting.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) + setting.summary + "\n"
        }.joined()
    }
}
