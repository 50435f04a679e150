import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// Which scripts keep a history (`Session.looksBack`): those with a line of their own that
/// reads it or moves through it.
@Suite("Scripts that look back keep a history")
struct LooksBackTests {
    @Test("A command that reads or moves through the history, at the start of a line", arguments: [
        ":undo", "  :undo 2", ":redo", ":goto 0", ":history", ":log", ":save out.swift", "x = 1\n\t:history 3\n",
    ])
    func looksBack(_ script: String) {
        #expect(Session.looksBack(script))
    }

    @Test("Other commands, the words in text or comments, and unknown commands do not", arguments: [
        "", ":watch n = 1", ":load file.swift", ":reset", "print(\":undo\")", "// then :undo", ":undone", ":und",
    ])
    func doesNotLookBack(_ script: String) {
        #expect(!Session.looksBack(script))
    }
}
