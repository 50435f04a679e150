import BindscopeRuntime
import BindscopeViews

/// A mount's or an action's report as text, from the data the view graph gave
/// (`ViewReport`): the one place it becomes words.
///
///     count: 0 → 1
///     CounterView: _count changed.
///     Button "Tap 0" → "Tap 1"
enum ViewReportText {
    static func text(of report: ViewReport, printer: ValuePrinter, leavingOut names: Set<String> = []) -> String {
        var lines: [String] = []
        if let tree = report.tree {
            if !tree.isEmpty { lines.append(tree) }
        } else {
            for write in report.writes where !names.contains(write.name) {
                lines.append("\(write.name): \(value(write.old, printer)) → \(value(write.new, printer))")
            }
            for run in report.update.bodyRuns { lines.append(run.changesText) }
            for change in report.update.lineChanges {
                lines.append(line(of: change.old, change.new) + (change.animationName.map { " (animated: \($0))" } ?? ""))
            }
        }
        for warning in report.update.warnings { lines.append("warning: \(warning)") }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func value(_ value: Value, _ printer: ValuePrinter) -> String {
        (try? printer.reflect(value, as: value.dynamicType)) ?? "\(value)"
    }

    /// What changed of a line, after what stayed: `Button "Tap 0" → "Tap 1"`, `TextField
    /// "Name" text: "" → "Ann"`; `+ …` for a line that appeared and `- …` for one that left.
    static func line(of old: String?, _ new: String?) -> String {
        switch (old, new) {
        case (nil, let new?): return "+ \(new)"
        case (let old?, nil): return "- \(old)"
        case (let old?, let new?):
            let oldWords = words(of: old), newWords = words(of: new)
            var same = 0
            while same < oldWords.count - 1, same < newWords.count - 1, oldWords[same] == newWords[same] { same += 1 }
            guard same > 0 else { return "\(old) → \(new)" }
            let kept = oldWords[..<same].joined(separator: " ")
            return "\(kept) \(oldWords[same...].joined(separator: " ")) → \(newWords[same...].joined(separator: " "))"
        case (nil, nil): return ""
        }
    }

    /// A drawn line's words, a quoted title or value being one word however many spaces it has.
    private static func words(of line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inQuotes = false, escaped = false
        for character in line {
            if inQuotes {
                word.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                if character == "\"" { inQuotes = true }
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
