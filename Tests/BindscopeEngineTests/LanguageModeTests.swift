import BindscopeLanguage
@testable import BindscopeSession
import Testing

/// Swift 5 mode (swiftc's default) and Swift 6 mode (`--swift-version 6`, `:set swift-version`):
/// only Swift 6 mode refuses shared mutable state.
@Suite("Language modes: Swift 5 by default, Swift 6's checks on request")
struct LanguageModeTests {
    private static let notConcurrencySafe =
        "static property 'count' is not concurrency-safe because it is nonisolated global shared mutable state"

    /// One entry typed at the prompt.
    private func enter(_ text: String, in harness: SessionHarness) -> Bool {
        var options = Session.Options(quiet: true, keepGoing: true)
        options.isInteractive = true
        return harness.session.run(text, fileName: "<input>", options: options)
    }

    @Test("Swift 5 mode, the default, accepts a static var and runs it")
    func swift5AcceptsStaticVar() {
        let harness = SessionHarness()
        #expect(harness.output(of: "struct S { static var count = 0 }\nS.count += 2\nprint(S.count)") == "2\n")
        #expect(harness.standardError.isEmpty)
    }

    @Test("Swift 6 mode refuses a static var, where swiftc -swift-version 6 does")
    func swift6RefusesStaticVar() {
        let harness = SessionHarness(languageMode: .swift6)
        #expect(!harness.run("struct S {\n    static var count = 0\n}"))
        #expect(harness.standardError.contains("test.swift:2:16: error: \(Self.notConcurrencySafe)"))
        #expect(harness.output(of: "struct T { nonisolated(unsafe) static var count = 1 }\nprint(T.count)") == "1\n")
        #expect(harness.output(of: "struct U { static let count = 3 }\nprint(U.count)") == "3\n")
    }

    @Test(":set swift-version 6 turns the check on for what follows, :set swift-version 5 off")
    func setSwiftVersion() {
        let harness = SessionHarness()
        #expect(enter("struct A { static var count = 0 }", in: harness))
        #expect(enter(":set swift-version 6", in: harness))
        #expect(!enter("struct B { static var count = 0 }", in: harness))
        #expect(harness.capturedErrors.contains("<input>:1:23: error: \(Self.notConcurrencySafe)"))
        #expect(enter(":set swift-version 5", in: harness))
        #expect(enter("struct C { static var count = 0 }", in: harness))
        #expect(!enter(":set swift-version 4", in: harness))
        #expect(harness.capturedErrors.contains("error: expected '5' or '6' after 'swift-version', found '4'"))
    }

    @Test("The mode outlives :reset")
    func modeOutlivesReset() {
        let harness = SessionHarness(languageMode: .swift6)
        #expect(enter(":reset", in: harness))
        #expect(!enter("struct B { static var count = 0 }", in: harness))
        #expect(harness.capturedErrors.contains(Self.notConcurrencySafe))
    }

    @Test("A static var in an extension of a built-in type is accepted in Swift 5 mode only")
    func builtinExtensionStaticVar() {
        let harness = SessionHarness()
        #expect(harness.run("extension Int { static var count = 0 }"))
        #expect(harness.output(of: "Int.count += 2\nprint(Int.count)") == "2\n")
        let strict = SessionHarness(languageMode: .swift6)
        #expect(!strict.run("extension Int { static var count = 0 }"))
        #expect(strict.standardError.contains(Self.notConcurrencySafe))
    }

    @Test("--swift-version and :set read 5 and 6")
    func versionText() {
        #expect(LanguageMode(versionText: "5") == .swift5)
        #expect(LanguageMode(versionText: "6") == .swift6)
        #expect(LanguageMode(versionText: "6.0") == .swift6)
        #expect(LanguageMode(versionText: "4.2") == nil)
    }

    @Test(":set swift-version decides #if swift(>=6) for the entries after it")
    func setDecidesSwiftCondition() {
        let harness = SessionHarness()
        let block = "#if swift(>=6)\nprint(\"six\")\n#else\nprint(\"five\")\n#endif"
        #expect(enter(block, in: harness))
        #expect(enter(":set swift-version 6", in: harness))
        #expect(enter(block, in: harness))
        #expect(harness.capturedOutput == "five\nswift-version: 6\nsix\n")
    }

    @Test("#file is the entry's name at the prompt; Swift 6 mode makes it #fileID")
    func magicFile() {
        let harness = SessionHarness()
        #expect(enter("print(#file, #fileID)", in: harness))
        #expect(enter(":set swift-version 6", in: harness))
        #expect(enter("print(#file)", in: harness))
        #expect(harness.capturedOutput == "<input> Session/<input>\nswift-version: 6\nSession/<input>\n")
    }

    @Test(":undo replays the entries in the mode they ran in, their :set swift-version included")
    func undoReplaysModes() {
        let harness = SessionHarness()
        #expect(enter("struct A { static var count = 0 }", in: harness))
        #expect(enter(":set swift-version 6", in: harness))
        #expect(enter("let x = 1", in: harness))
        #expect(enter(":undo", in: harness))
        #expect(!harness.capturedErrors.contains("replay differed"))
        #expect(!enter("struct B { static var count = 0 }", in: harness))
        #expect(enter(":undo", in: harness))
        #expect(enter("struct C { static var count = 0 }", in: harness))
        #expect(!harness.capturedErrors.contains("replay differed"))
    }
}
