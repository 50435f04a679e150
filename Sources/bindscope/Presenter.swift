import BindscopeRuntime
import BindscopeSession
import Foundation
import LineEditor

/// `bindscope --step FILE`: a script shown one entry at a time, for a workshop. Each step's
/// narration (the comments above it) is printed, then the entry after its numbered prompt;
/// a key decides what happens (`keys`). The session is the REPL's: the same entry numbers,
/// errors and reports, and live mode is the REPL itself.
struct Presenter {
    let script: StepScript
    let fileName: String
    let lineReader: LineReader
    let keys: KeyReader

    static let keysHelp = "Enter or Space runs the next step, l goes live (:resume comes back), b steps back, q quits."

    private var terminal: Terminal { lineReader.terminal }

    /// What the presenter is doing: the next step to show, and what can be stepped back.
    private struct Position {
        var step = 0
        /// Steps run that a `b` takes back, the last at the end, each with how many steps the
        /// session's history held before it ran: `b` undoes back to that count, which takes
        /// back the step and whatever was done live after it.
        var taken: [(step: Int, undoableStepsBefore: Int, entriesBefore: Int)] = []
    }

    /// A note of the presenter's, wrapped to the terminal's width (a projector's may be
    /// narrow: no line of the presentation wraps mid-word or is cut).
    private func hint(_ text: String) -> String {
        WordWrap.wrap(text, width: terminal.width).split(separator: "\n", omittingEmptySubsequences: false)
            .map { style.hint(String($0)) }.joined(separator: "\n")
    }

    /// The REPL's session: the steps run in it, and so does live mode.
    private var session: Session { lineReader.session }

    /// The colours to write with: `--color`, unless `:set color` (in the script or live) chose.
    private var style: TextStyle { session.style(lineReader.options.style) }

    func run() {
        var position = Position()
        let options = lineReader.interactiveOptions
        terminal.write(hint("Stepping through \(fileName): \(Self.keysHelp)") + "\n")
        let pageSteps = script.steps.map {
            let isPause = if case .pause = $0.kind { true } else { false }
            return PageSnapshot.Script.Step(text: $0.source, narration: $0.narration, isPause: isPause)
        }
        while true {
            showOnPage(pageSteps, position)
            guard position.step < script.steps.count else {
                // Only q (or Ctrl-D) quits: a nervous Enter must not lose the state in front of
                // an audience.
                terminal.write(hint("(end of \(fileName): q quits, l goes live, b steps back)") + "\n")
                terminal.flush()
                var key = keys.read()
                while key == .next || key.isOtherCharacter { key = keys.read() }
                switch key {
                case .character("b"): stepBack(&position, options)
                case .character("l"): if !goLive(&position) { return }
                default: return
                }
                continue
            }
            let step = script.steps[position.step]
            show(step, position)
            var key = keys.read()
            // A stray key at an entry is ignored: it must not run code in front of an audience.
            while case .character(let character) = key, !"blq".contains(character), case .entry = step.kind {
                key = keys.read()
            }
            switch key {
            case .next:
                run(step, &position, options)
                // A `:quit` in the script ends the presentation there, as it ends a script.
                if session.hasQuit { return }
            case .character("b"):
                terminal.write("\n")
                stepBack(&position, options)
            case .character("l"):
                terminal.write("\n")
                if !goLive(&position) { return }
            case .character("q"), .quit:
                terminal.write("\n")
                return
            case .character:
                // Any other key moves on from a pause.
                if case .pause = step.kind { run(step, &position, options) }
            }
        }
    }

    /// The projector page shows the script with the step waiting marked: told at every wait,
    /// since a step back or a pause moves the mark without an entry running.
    private func showOnPage(_ steps: [PageSnapshot.Script.Step], _ position: Position) {
        session.pageScript = PageSnapshot.Script(fileName: fileName, steps: steps, current: position.step)
        session.refreshPage()
    }

    /// The narration, then the entry after its prompt (the cursor waits at its end), or the
    /// pause line.
    private func show(_ step: StepScript.Step, _ position: Position) {
        let entry = session.nextEntryNumber
        for line in step.narration { terminal.write(style.narration(line) + "\n") }
        switch step.kind {
        case .entry(let lines):
            for (index, line) in lines.enumerated() {
                let prompt = index == 0 ? Session.prompt(entry: entry) : Session.continuationPrompt(entry: entry)
                terminal.write((index == 0 ? "" : "\n") + style.prompt(prompt.trimmingSuffixSpace) + " " + line)
            }
        case .pause:
            terminal.write(hint("(pause: press a key)"))
        }
        terminal.flush()
    }

    private func run(_ step: StepScript.Step, _ position: inout Position, _ options: Session.Options) {
        if case .pause = step.kind, terminal.outputIsTerminal {
            // The pause line goes once its key is pressed: it is no part of the lesson.
            terminal.write("\r\u{1B}[2K")
        } else {
            terminal.write("\n")
        }
        let before = session.undoableSteps
        let entriesBefore = session.historyEntryCount
        let entry = session.nextEntryNumber
        if case .entry = step.kind {
            let submission = session.submit(
                step.source, fileName: Session.entryName(entry), options: options)
            // Text the prompt would still be reading (a script ending mid-entry) runs anyway,
            // so its error says what is missing.
            if case .incomplete = submission {
                session.run(step.source, fileName: Session.entryName(entry), options: options)
            }
        }
        terminal.flush()
        position.taken.append((position.step, before, entriesBefore))
        position.step += 1
    }

    /// `b`: the step before is shown again, and what it did is undone (`:undo`).
    private func stepBack(_ position: inout Position, _ options: Session.Options) {
        guard let last = position.taken.popLast() else {
            terminal.write(hint("(at the first step: nothing to step back)") + "\n")
            return
        }
        // The step itself (unless it failed, or was a pause), and what was done live after it.
        let count = session.undoableSteps - last.undoableStepsBefore
        if count > 0 {
            _ = session.submit(":undo \(count)", fileName: Session.entryName(session.nextEntryNumber), options: options)
        }
        // A step that only looked (`print(x)`) is no undo step: its entry goes without one,
        // so the step runs again as the same entry, under the same number.
        session.forgetLooks(after: last.entriesBefore)
        position.step = last.step
        terminal.write(hint("(stepped back)") + "\n")
        terminal.flush()
    }

    /// `l`: the REPL with the script's state; false when it ended with Ctrl-D or `:quit`.
    private func goLive(_ position: inout Position) -> Bool {
        terminal.write(hint("(live: type Swift or commands; :resume goes back to the script, Ctrl-D quits)") + "\n")
        terminal.flush()
        let ending = lineReader.run(resumable: true)
        guard ending.resumed else { return false }
        terminal.write(hint("(back to \(fileName))") + "\n")
        return true
    }
}

extension String {
    /// The prompt without its last space, which is written separately so colour ends on the `>`.
    fileprivate var trimmingSuffixSpace: String { hasSuffix(" ") ? String(dropLast()) : self }
}

extension KeyReader.Key {
    /// A character key that is none of the presenter's at the end of a script (b, l, q).
    fileprivate var isOtherCharacter: Bool {
        if case .character(let character) = self { return !"blq".contains(character) }
        return false
    }
}
