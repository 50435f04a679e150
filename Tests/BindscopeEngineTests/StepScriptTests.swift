import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// How `bindscope --step` cuts a script or a lesson's transcript into steps.
@Suite("Cutting a script into steps for --step")
struct StepScriptTests {
    @Test("A script: entries as the prompt reads them, comments above as narration, pauses")
    func script() {
        let script = StepScript(parsing: """
            // A State holds a value.
            @State var count = 1

            // Two lines of narration,

            // with a blank line between them.
            let b = $count
            //: pause
            struct P {
                // a comment inside is part of the entry
                var x = 1
            }
            let total = 1 +
                2
            print(P()); print(total)
            """)
        #expect(script.steps.map(\.narration) == [
            ["// A State holds a value."],
            ["// Two lines of narration,", "", "// with a blank line between them."],
            [], [], [], [],
        ])
        #expect(script.steps.map(\.source) == [
            "@State var count = 1", "let b = $count", "",
            "struct P {\n    // a comment inside is part of the entry\n    var x = 1\n}",
            "let total = 1 +\n    2", "print(P()); print(total)",
        ])
        #expect(script.steps[2].kind == .pause)
        #expect(script.steps.map(\.line) == [2, 7, 8, 9, 13, 15])
    }

    @Test("An unfinished entry at the end is still a step, so running it says what is missing")
    func unfinishedEnd() {
        let script = StepScript(parsing: "let a = 1\nstruct Q {\n  var y = 2\n")
        #expect(script.steps.map(\.source) == ["let a = 1", "struct Q {\n  var y = 2"])
    }

    @Test("A transcript: its entries, the preamble and narration above them, no recorded output")
    func transcript() {
        let script = StepScript(parsing: """
            // A lesson.
            bindscope> @State var x = 1
            x: Int = 1

            // Now a write.
            //: pause
            // After the pause.
            bindscope> x = 2
              x: 1 → 2
            bindscope> struct P {
                   ...     var x: Int
                   ... }
            """)
        #expect(script.steps.map(\.source) == ["@State var x = 1", "", "x = 2", "struct P {\n    var x: Int\n}"])
        #expect(script.steps.map(\.narration) == [["// A lesson."], ["// Now a write."], ["// After the pause."], []])
        #expect(script.steps[1].kind == .pause)
    }
}
