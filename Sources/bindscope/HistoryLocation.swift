import Foundation

/// Where the REPL keeps its history: `$BINDSCOPE_HISTORY`, else
/// `$XDG_STATE_HOME/bindscope/history`, else `~/.local/state/bindscope/history`.
enum HistoryLocation {
    static func path(in environment: [String: String]) -> String? {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        if let explicit = value("BINDSCOPE_HISTORY") { return explicit }
        guard let state = value("XDG_STATE_HOME") ?? value("HOME").map({ $0 + "/.local/state" }) else { return nil }
        return state + "/bindscope/history"
    }

    /// The history file's path with its directory created (owner-only); nil when there is
    /// nowhere to keep it, with the reason in `warning`.
    static func prepare(in environment: [String: String]) -> (path: String?, warning: String?) {
        guard let path = path(in: environment) else {
            return (nil, "warning: no HOME, XDG_STATE_HOME or BINDSCOPE_HISTORY: history is kept for this session only")
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return (nil, "warning: cannot create \(directory): history is kept for this session only")
        }
        return (path, nil)
    }
}
