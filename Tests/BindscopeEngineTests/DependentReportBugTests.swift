import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// The smallest sessions `DependentPropertyTests` found wrong, one test per bug, asserting the
/// right behaviour. Each failed until its bug was fixed; they stay as regression tests.
@Suite struct DependentReportBugTests {
    private func session(_ lines: String...) -> SessionHarness {
        let harness = SessionHarness(loadSample: false)
        for line in lines { harness.run(line, quiet: false) }
        return harness
    }

    private func reported(_ harness: SessionHarness) -> [String] {
        harness.session.lastReport?.entries.map { "\($0.name): \($0.before) → \($0.after)" } ?? []
    }

    // A dictionary prints in insertion order, so its old value must keep that order.
    @Test func removingADictionaryKeyReportsTheOldValueInItsOrder() {
        let harness = session(#"@State var scores = ["a": 1, "b": 2]"#, #"scores["a"] = nil"#)
        #expect(reported(harness) == [#"scores: ["a": 1, "b": 2] → ["b": 2]"#])
    }

    @Test func aTrappingStatementLeavesADictionaryInItsOrder() {
        let harness = session(#"var scores = ["a": 1, "b": 2]"#)
        #expect(!harness.run(#"if true { scores["a"] = nil; scores["c"]! += 1 }"#))
        #expect(harness.output(of: "debugPrint(scores)") == #"["a": 1, "b": 2]"# + "\n")
    }

    // The declaration runs, then its echo traps: the statement fails, so `b` must not stay a
    // dependent that later reports list.
    @Test func aBindingDeclarationThatTrapsInItsEchoLeavesNoDependent() {
        let harness = session("@State var items = [1]")
        #expect(!harness.run("let b = Binding(get: { items[1] }, set: { items[1] = $0 })", quiet: false))
        harness.run("items = [1, 2]", quiet: false)
        #expect(reported(harness) == ["items: [1] → [1, 2]"])
    }

    // Making a binding reads nothing, as StateBinding's does: one derived from a broken one is
    // made, echoes as broken, and is reported once its element is back.
    @Test func aBindingDerivedFromABrokenOneIsBrokenUntilItsElementIsBack() {
        let harness = session(
            "struct Point { var x: Int; var y: Int }", "@State var points = [Point(x: 1, y: 2)]",
            "let first = $points[0]", "points.removeLast()")
        #expect(harness.run("let x = first.x", quiet: false))
        #expect(harness.capturedOutput.hasSuffix("x: Binding<Int> = broken (index 0 out of range)\n"))
        harness.run("points = [Point(x: 5, y: 6)]", quiet: false)
        #expect(
            reported(harness) == [
                "points: [] → [Point(x: 5, y: 6)]", "first: broken (index 0 out of range) → Point(x: 5, y: 6)",
                "x: broken (index 0 out of range) → 5",
            ])
    }

    // While `first` is broken, reading it throws before the read is recorded, so `copy`
    // loses its registration on `first` and is never reached again.
    @Test func aWatchOfABrokenWatchRecoversWithIt() {
        let harness = session(
            "@State var items = [1]", ":watch first = items[0]", ":watch copy = first", "items = []", "items = [2]")
        #expect(
            reported(harness) == [
                "items: [] → [2]", "first: broken (index out of range) → 2",
                "copy: broken (watch 'first' is broken: index out of range) → 2",
            ])
        #expect(harness.output(of: "debugPrint(copy)") == "2\n")
    }

    // A quiet statement evaluates only watches, so a binding's cached value (and its
    // registrations) go stale for the reports and commands that follow.
    @Test func aQuietWriteLeavesNoStaleBindingForTheNextReport() {
        let harness = session("@State var s = 0", "let b = Binding(get: { s }, set: { s = $0 })")
        harness.run("s = 1", quiet: true)
        harness.run("s = 1", quiet: false)
        #expect(harness.session.lastReport?.text == "  no change\n")
    }

    @Test func depsFollowsARebindingInAQuietSession() {
        let harness = SessionHarness(loadSample: false)
        harness.run("struct Point { var x: Int; var y: Int }\n@State var p = Point(x: 1, y: 2)\nvar b = $p.x\nb = $p.y")
        #expect(harness.output(of: ":deps b") == "b (binding) reads p.y\n")
    }

    // `b` names `a` on a branch it has not taken yet: unwatching `a` must be refused, or `b`
    // later reads a value `a` no longer keeps current.
    @Test func unwatchIsRefusedWhileAnotherWatchNamesIt() {
        let harness = session("@State var n = 1", ":watch a = n * 10", ":watch b = n > 2 ? a : 0")
        #expect(!harness.run(":unwatch a", quiet: false))
        harness.run("n = 5", quiet: false)
        #expect(reported(harness) == ["n: 1 → 5", "a: 10 → 50", "b: 0 → 50"])
    }
}
