import BindscopeLanguage
import Foundation

/// docs/commands.md's generated part, made from the tables the program itself reads: the flags
/// as swift-argument-parser describes them, `CommandKind` (what `:help` lists), `SessionSetting`
/// and `HelpTopic`. A test compares it with the document, so the two cannot drift.
enum CommandReference {
    static func markdown() -> String {
        [flags(), commands(), settings(), topics(), commandDetails()].joined(separator: "\n")
    }

    /// The part of swift-argument-parser's own description of the command a table needs.
    private struct ToolInfo: Decodable {
        struct Command: Decodable { let arguments: [Argument] }
        struct Argument: Decodable {
            struct Name: Decodable { let kind: String; let name: String }
            let kind: String
            let names: [Name]?
            let valueName: String?
            let abstract: String?
            let defaultValue: String?
            let shouldDisplay: Bool
        }
        let command: Command
    }

    private static func flags() -> String {
        // `_dumpHelp` is what `--experimental-dump-help` prints: the one structured account of
        // the flags, with their help as `bindscope --help` shows it.
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(Bindscope._dumpHelp().utf8)) else {
            return "## Flags\n\n(swift-argument-parser's description could not be read)\n"
        }
        var rows = ["| flag | what it does |", "|---|---|"]
        for argument in info.command.arguments where argument.shouldDisplay {
            let spelling: String
            if argument.kind == "positional" {
                spelling = "`\(argument.valueName?.uppercased() ?? "")`"
            } else {
                let names = (argument.names ?? []).map { ($0.kind == "short" ? "-" : "--") + $0.name }
                let value = argument.kind == "option" ? " \(argument.valueName?.uppercased() ?? "VALUE")" : ""
                spelling = names.map { "`\($0)\(value)`" }.joined(separator: ", ")
            }
            var text = argument.abstract ?? ""
            if let defaultValue = argument.defaultValue { text += " Default: `\(defaultValue)`." }
            rows.append("| \(spelling) | \(cell(text)) |")
        }
        return "## Flags\n\n" + rows.joined(separator: "\n") + "\n"
    }

    private static func commands() -> String {
        var rows = ["| command | what it does |", "|---|---|"]
        for command in CommandKind.allCases {
            let short = command.info.shortName.map { " (`:\($0)`)" } ?? ""
            rows.append("| [`\(cell(command.info.usage))`](#\(command.name))\(short) | \(cell(command.info.summary)) |")
        }
        return "## Commands\n\n" + rows.joined(separator: "\n") + "\n"
    }

    private static func settings() -> String {
        var rows = ["| setting | what it changes |", "|---|---|"]
        for setting in SessionSetting.allCases {
            rows.append("| `:set \(cell(setting.usage))` | \(cell(setting.summary)) |")
        }
        return "## Settings of `:set`\n\n" + rows.joined(separator: "\n") + "\n"
    }

    private static func topics() -> String {
        var rows = ["| topic | what it explains | more |", "|---|---|---|"]
        for topic in HelpTopic.allCases {
            // Links are relative to docs/, where the generated part lives.
            let document = topic.document.hasPrefix("docs/") ? String(topic.document.dropFirst(5)) : "../\(topic.document)"
            rows.append("| `:help \(topic.name)` | \(cell(topic.summary)) | [\(document)](\(document)) |")
        }
        return "## Help topics\n\n" + rows.joined(separator: "\n") + "\n"
    }

    /// Each command as `:help COMMAND` explains it, under a heading the table links to.
    private static func commandDetails() -> String {
        CommandKind.allCases.map { command in
            let info = command.info
            let details = info.details.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n\n")
            return "### \(command.name)\n\n`\(info.usage)`: \(info.summary).\n\n\(details)\n"
        }.joined(separator: "\n")
    }

    /// Text fit for one cell of a Markdown table.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
