import BindscopeRuntime
import Foundation

/// How a transcript's expected output matches what a replay printed: line by line, where a
/// line `...` stands for any number of lines (none included) and `[..]` inside a line for any
/// text, so a lesson can leave out what it does not teach (addresses, timings, long values).
/// A line ending in `[..]` also stands for the lines of an echo too wide for the line
/// (`laidOutEnd`), so `todos: [Todo] = [..]` matches however wide the value is.
enum TranscriptMatching {
    static let anyLines = "..."
    static let anyText = "[..]"

    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        matches(expected[...], actual[...])
    }

    private static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == anyLines {
            let rest = expected.dropFirst()
            return actual.indices.contains { matches(rest, actual[$0...]) } || matches(rest, actual[actual.endIndex...])
        }
        guard let line = actual.first, lineMatches(first, line) else { return false }
        if matches(expected.dropFirst(), actual.dropFirst()) { return true }
        // `name: Type = [..]` also stands for the rest of an echo laid out over lines.
        guard first.hasSuffix(anyText), let end = laidOutEnd(actual) else { return false }
        return matches(expected.dropFirst(), actual[end...])
    }

    /// Where an echo laid out over lines (`PrintedLayout`) ends, when `lines` starts one: its
    /// first line opens a group (`(`, `[`), the lines inside are indented, and the group
    /// closes on the first line that is not, at column 0 (`)`, `]`, `])`).
    static func laidOutEnd(_ lines: ArraySlice<String>) -> Int? {
        guard let first = lines.first, first.hasSuffix("(") || first.hasSuffix("[") else { return nil }
        guard let close = lines.dropFirst().firstIndex(where: { !$0.hasPrefix(" ") }),
            let character = lines[close].first, character == ")" || character == "]"
        else { return nil }
        return close + 1
    }

    /// One line against a pattern whose `[..]` match any text.
    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let pieces = pattern.components(separatedBy: anyText)
        guard pieces.count > 1 else { return pattern == line }
        guard line.hasPrefix(pieces[0]), line.dropFirst(pieces[0].count).hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = Substring(line.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count))
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// The lines of a unified diff between an entry's expected and actual output, `-` for
    /// expected lines (numbered as in the transcript file, from `firstLine`) and `+` for what
    /// was printed instead; lines that match are shown with a space, and a `...` once for the
    /// lines it stands for. The alignment is the one with the fewest lines that differ (a
    /// line printed in place of another counting once).
    static func diff(expected: [String], actual: [String], firstLine: Int) -> [String] {
        let n = expected.count, m = actual.count
        // cost[i][j]: the fewest unmatched lines aligning expected[i...] with actual[j...].
        var cost = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) where i < n || j < m {
                var best = Int.max
                if i < n, expected[i] == anyLines {
                    best = cost[i + 1][j]
                    if j < m { best = min(best, cost[i][j + 1]) }
                } else {
                    if i < n, j < m { best = cost[i + 1][j + 1] + (lineMatches(expected[i], actual[j]) ? 0 : 1) }
                    if i < n { best = min(best, cost[i + 1][j] + 1) }
                    if j < m { best = min(best, cost[i][j + 1] + 1) }
                    if let end = absorbed(expected, i, actual, j) { best = min(best, cost[i + 1][end]) }
                }
                cost[i][j] = best
            }
        }
        var lines: [String] = []
        let blank = String(repeating: " ", count: String(firstLine + max(n - 1, 0)).count)
        func number(_ index: Int) -> String {
            let text = String(firstLine + index)
            return String(repeating: " ", count: blank.count - text.count) + text
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, expected[i] == anyLines {
                if j < m, cost[i][j] == cost[i][j + 1] {
                    j += 1
                    continue
                }
                lines.append("\(number(i))  \(anyLines)")
                i += 1
            } else if let end = absorbed(expected, i, actual, j), cost[i][j] == cost[i + 1][end] {
                // `name: Type = [..]` for an echo laid out over lines: shown as its first line.
                lines.append("\(number(i))  \(actual[j])")
                i += 1
                j = end
            } else if i < n, j < m, lineMatches(expected[i], actual[j]), cost[i][j] == cost[i + 1][j + 1] {
                lines.append("\(number(i))  \(actual[j])")
                i += 1
                j += 1
            } else if i < n, j < m, cost[i][j] == cost[i + 1][j + 1] + 1 {
                // A line printed in place of the expected one.
                lines.append("\(number(i)) -\(expected[i])")
                lines.append("\(blank) +\(actual[j])")
                i += 1
                j += 1
            } else if i < n, cost[i][j] == cost[i + 1][j] + 1 {
                lines.append("\(number(i)) -\(expected[i])")
                i += 1
            } else {
                lines.append("\(blank) +\(actual[j])")
                j += 1
            }
        }
        return lines
    }

    /// Past the laid-out echo `expected[i]` (ending in `[..]`) matches from `actual[j]`.
    private static func absorbed(_ expected: [String], _ i: Int, _ actual: [String], _ j: Int) -> Int? {
        guard i < expected.count, j < actual.count, expected[i].hasSuffix(anyText), lineMatches(expected[i], actual[j])
        else { return nil }
        return laidOutEnd(actual[j...])
    }
}
