import BindscopeDependents
import BindscopeRuntime

/// One echo, `name: Type = value`, fitted to the terminal's width: a value that fits is on
/// the line exactly as Swift reflects it; one that does not is pretty-printed over indented
/// lines at its parts' boundaries (`PrintedLayout`), so the terminal never wraps it mid-word.
/// An echo is the one place a whole value is shown on its own, so it is laid out, not cut
/// (report lines are cut with `…`, `:states` elides: see docs/reports.md).
struct EchoLine {
    /// `name: Type = `, `$R0: Type = `.
    let lead: String
    let width: Int

    /// The echo's text, ending in a newline.
    func text(_ value: Value, as type: SessionType, _ printer: ValuePrinter, showingBroken: Bool) throws -> String {
        let flat = showingBroken ? try printer.reflectShowingBroken(value, as: type) : try printer.reflect(value, as: type)
        // Counted as characters, as report lines count columns; most echoes stop here.
        guard lead.count + flat.count > width else { return lead + flat + "\n" }
        let layout = showingBroken ? try printer.layoutShowingBroken(value, as: type) : try printer.layout(value, as: type)
        return layout.lines(after: lead, width: width).joined(separator: "\n") + "\n"
    }
}
