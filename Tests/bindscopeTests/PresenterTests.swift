import Foundation
import Testing

/// `bindscope --step FILE` with its keys piped in (each byte a key), so every byte it prints
/// can be compared; `PresenterTerminalTests` presses the same keys in a real terminal.
@Suite("Presenting a script with --step")
struct PresenterTests {
    static let script = "Tests/Presenter/steps.swift"
    /// Wrapped to the width (80 off a terminal), as every note of the presenter's is.
    static let intro =
        "Stepping through \(script): Enter or Space runs the next step,\nl goes live (:resume comes back), b steps back, q quits.\n"

    /// What the first three steps print, up to the pause after them.
    static let firstThreeSteps = """
        // A State holds a value.
        [1]> @State var count = 1
        count: Int = 1
        [2]> let b = $count
        b: Binding<Int> = Binding<Int>(wrappedValue: 1)
        // Writing through the binding changes the State.
        [3]> b.wrappedValue += 1
          count: 1 → 2
          b: 1 → 2
        (pause: press a key)

        """

    private func present(_ keys: String, file: String = PresenterTests.script) throws -> BindscopeProcess.Result {
        try BindscopeProcess.run(["--step", file], input: keys, currentDirectory: DifferentialSessionTests.packageRoot)
    }

    @Test("Enter and Space run a step each: narration, the numbered entry, its output; a pause waits")
    func stepsToTheEnd() throws {
        let result = try present("\n \n\n\n\n\n\n")
        #expect(result.status == 0)
        #expect(result.standardOutput == Self.intro + Self.firstThreeSteps + """
            // An error changes nothing.
            [4]> b.wrappedValue = "x"
            [4]> struct P {
            ...>     var x = 1
            ...> }
            [5]> print(P(), count)
            P(x: 1) 2
            (end of \(Self.script): q quits, l goes live, b steps back)

            """)
        // Errors name the entry by the number on its prompt.
        #expect(result.standardError == """
            <input:4>:1:18: error: cannot assign value of type 'String' to type 'Int'
            1 | b.wrappedValue = "x"
              |                  ^

            """)
    }

    @Test("A stray key at an entry runs nothing; any key goes on at a pause; q quits there and then")
    func strayKeysAndQuit() throws {
        let result = try present("\nx\n\nzq")
        #expect(result.status == 0)
        #expect(result.standardOutput == Self.intro + Self.firstThreeSteps + """
            // An error changes nothing.
            [4]> b.wrappedValue = "x"

            """)
        #expect(result.standardError.isEmpty, "q quit before the entry ran")
    }

    @Test("l goes live with the script's state and numbers; :resume shows the same step again")
    func liveAndResume() throws {
        let result = try present("\n\nlb.wrappedValue = 10\nnope\n:resume\n\nq")
        #expect(result.status == 0)
        #expect(result.standardOutput == Self.intro + """
            // A State holds a value.
            [1]> @State var count = 1
            count: Int = 1
            [2]> let b = $count
            b: Binding<Int> = Binding<Int>(wrappedValue: 1)
            // Writing through the binding changes the State.
            [3]> b.wrappedValue += 1
            (live: type Swift or commands; :resume goes back to the script, Ctrl-D quits)
            [3]>   count: 1 → 10
              b: 1 → 10
            [4]> [4]> (back to \(Self.script))
            // Writing through the binding changes the State.
            [4]> b.wrappedValue += 1
              count: 10 → 11
              b: 10 → 11
            (pause: press a key)

            """)
        #expect(result.standardError.hasPrefix("<input:4>:1:1: error: cannot find 'nope' in scope"))
    }

    @Test("In colour, narration is in a colour that projects (not faint) and the prompt is the REPL's; :set color off live turns it off")
    func colour() throws {
        let result = try BindscopeProcess.run(
            ["--color", "always", "--step", Self.script], input: "\nl:set color off\n:resume\n",
            currentDirectory: DifferentialSessionTests.packageRoot)
        #expect(result.standardOutput.contains("\u{1B}[35m// A State holds a value.\u{1B}[0m\n\u{1B}[1;34m[1]>\u{1B}[0m @State var count = 1"))
        #expect(result.standardOutput.hasSuffix("[2]> color: off\n[3]> (back to \(Self.script))\n[3]> let b = $count\n"))
    }

    @Test("b after going live takes back the step and what was done live after it, then the step before, each under its own number")
    func stepBackAfterLive() throws {
        let result = try present("\n\n\nlb.wrappedValue = 10\n:resume\nbb")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("""
            [5]> (back to \(Self.script))
            (pause: press a key)
            undid 2 entries:
              3  b.wrappedValue += 1
              4  b.wrappedValue = 10
              b: 10 → 1
              count: 10 → 1
            (stepped back)
            // Writing through the binding changes the State.
            [3]> b.wrappedValue += 1
            undid entry 2: let b = $count
              b: 1 → undeclared
            (stepped back)
            [2]> let b = $count

            """))
    }

    @Test("Ctrl-D in live mode quits the presenter")
    func endOfInputInLiveMode() throws {
        let result = try present("l")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("(live: type Swift or commands; :resume goes back to the script, Ctrl-D quits)\n[1]> \n"))
    }

    @Test(":resume outside --step says what it is for")
    func resumeOutsideStep() throws {
        let result = try BindscopeProcess.run(["-"], input: ":resume\n")
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("<stdin>:1:2: error: :resume goes back to a script stepped with --step; there is none here"))
    }

    @Test("--step needs a file")
    func needsAFile() throws {
        for arguments in [["--step"], ["--step", "-"]] {
            let result = try BindscopeProcess.run(arguments)
            #expect(result.status == 64)
            #expect(result.standardError.contains("--step needs a FILE to present"))
        }
    }

    @Test("A lesson's transcript steps through its entries and prints what --check expects")
    func lessonSteps() throws {
        let lesson = LessonCheckTests.lesson
        let result = try present(String(repeating: "\n", count: 13), file: lesson)
        #expect(result.status == 0)
        let steps = result.standardOutput
        #expect(steps.contains("// 1. A State owns a value; a binding derived from it by a path reads and writes that part.\n[1]> @State var person = sample.person\n"))
        #expect(steps.contains("[8]> second.done.wrappedValue = true\n"))
        #expect(steps.contains("  open: 2 → 1\n"))
        #expect(steps.contains("[9]> :why open\nopen last changed in <input:8>:1: second.done.wrappedValue = true\n  by the write to todos[1].done\n"))
        #expect(result.standardError.contains("<input:10>:1:1: error: cannot assign to value: 'street' is a 'let' constant"))
        #expect(result.standardError.contains("<input:11>:1:1: error: Fatal error: Index out of range"))
        #expect(steps.hasSuffix("(end of \(lesson): q quits, l goes live, b\nsteps back)\n"))
    }
}
