@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

/// How report lines are cut to the width, and that printing stops at its budget.
@Suite("Report lines: cut to the width, printed within a budget")
struct ReportLineTests {
    private func text(_ string: String, limit: Int = .max) -> LimitedText {
        var text = LimitedText(limit: limit)
        text.append(string)
        return text
    }

    @Test("Old and new that fit the room are shown whole")
    func fitsWhole() {
        let line = ReportLine(width: 40, label: "x")
        let (before, after) = line.fit(text("[1, 2, 3]"), text("[1, 2]"))
        #expect(before == "[1, 2, 3]" && after == "[1, 2]")
    }

    @Test("Values too long show their starts when the difference is near the start")
    func cutsAtTheStart() {
        let line = ReportLine(width: 30, label: "x")
        let (before, after) = line.fit(text("[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]"), text("[9, 1, 2, 3, 4, 5, 6, 7, 8, 9]"))
        #expect(before == "[0, 1, 2, …")
        #expect(after == "[9, 1, 2, …")
        #expect(("  x: " + before + " → " + after).count <= 30)
    }

    @Test("A difference far to the right shows the region around it in both")
    func showsTheRegionOfTheChange() {
        let old = "[" + (0..<40).map(String.init).joined(separator: ", ") + "]"
        let new = old.replacingOccurrences(of: ", 30,", with: ", 99,")
        let line = ReportLine(width: 50, label: "items")
        let (before, after) = line.fit(text(old), text(new))
        #expect(before.hasPrefix("…") && before.contains("30") && !before.contains("99"))
        #expect(after.hasPrefix("…") && after.contains("99"))
        #expect(("  items: " + before + " → " + after).count <= 50)
    }

    @Test("Without a width nothing is cut")
    func noWidth() {
        let line = ReportLine(width: nil, label: "x")
        let long = String(repeating: "a", count: 500)
        #expect(line.fit(text(long), text(long + "b")) == (long, long + "b"))
    }

    @Test("Printing a 100k-element array within a budget stops at the budget")
    func budgetedPrinting() throws {
        let harness = SessionHarness(loadSample: false)
        let printer = ValuePrinter(execution: harness.session.execution)
        let value = Value.array((0..<100_000).map { .int($0) })
        let printed = try printer.reflect(value, as: .array(.int), limit: 100)
        #expect(!printed.isComplete)
        #expect(printed.text.count == 101)
        #expect(printed.text.hasPrefix("[0, 1, 2, 3"))
        let whole = try printer.reflect(.array([.int(1), .int(2)]), as: .array(.int), limit: 100)
        #expect(whole.isComplete && whole.text == "[1, 2]")
    }
}
