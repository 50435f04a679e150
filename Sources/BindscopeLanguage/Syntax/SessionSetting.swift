/// The settings `:set` changes, in one table: the command, its error for an unknown setting,
/// its listing (`:set` alone), Tab completion and `:help set` all read it.
public enum SessionSetting: String, CaseIterable, Sendable {
    case verbose
    case report
    case color
    case swiftVersion = "swift-version"

    public var name: String { rawValue }

    /// The values it takes, as typed after its name.
    public var values: [String] {
        switch self {
        case .verbose, .color: ["on", "off"]
        case .report: ["path", "value"]
        case .swiftVersion: ["5", "6"]
        }
    }

    /// `verbose on|off`.
    public var usage: String { "\(name) \(values.joined(separator: "|"))" }

    /// What it changes, in a line.
    public var summary: String {
        switch self {
        case .verbose: "reports also list the dependents re-evaluated without changing"
        case .report: "name the part that changed (path) or show whole values (value)"
        case .color: "colour for everything written from now on, whatever --color chose"
        case .swiftVersion: "the language mode what follows is checked in (5 is swiftc's default)"
        }
    }

    /// What it changes, in full, for `:help set`.
    public var details: String {
        switch self {
        case .verbose:
            ":set verbose on lists, in each report, the dependents that were re-evaluated but did not change (w: true (unchanged)); :set verbose off stops it."
        case .report:
            ":set report path (the default) names the part of a State or binding that changed, s.todos[1].done: false → true, unless the whole value changed or fits the line; :set report value shows whole values. Either way a line is cut to the terminal's width with …"
        case .color:
            ":set color on|off turns colour on or off for everything written after it (reports, values, errors, prompts), whatever --color chose."
        case .swiftVersion:
            ":set swift-version 6 checks what follows as Swift 6 mode does (static var is not concurrency-safe), whatever --swift-version chose; :set swift-version 5 (swiftc's default) goes back."
        }
    }

    /// "'verbose on|off', 'report path|value', … and 'swift-version 5|6'", for errors.
    public static var usageList: String {
        let usages = allCases.map { "'\($0.usage)'" }
        return usages.dropLast().joined(separator: ", ") + " and " + usages.last!
    }
}
