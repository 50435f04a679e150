@testable import BindscopeCompiler
@testable import BindscopeDependents
import BindscopeLanguage
@testable import BindscopeRuntime
@testable import BindscopeSession

/// Runs session text in a fresh session and keeps what it wrote.
final class SessionHarness {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    let session: Session

    private let sink = Sink()

    init(loadSample: Bool = true, languageMode: LanguageMode = .swift5) {
        let sink = self.sink
        session = Session(
            loadSample: loadSample,
            output: Session.Output(
                standardOutput: { sink.output += $0 }, standardError: { sink.errors += $0 }),
            languageMode: languageMode)
    }

    private final class Sink {
        var output = ""
        var errors = ""
    }

    /// Runs `source` quietly; returns whether every statement succeeded.
    @discardableResult
    func run(_ source: String, keepGoing: Bool = false, quiet: Bool = true) -> Bool {
        let succeeded = session.run(
            source, fileName: "test.swift", options: Session.Options(quiet: quiet, keepGoing: keepGoing))
        standardOutput = sink.output
        standardError = sink.errors
        return succeeded
    }

    var capturedOutput: String { sink.output }
    var capturedErrors: String { sink.errors }

    /// Runs `source` and returns only what it printed.
    func output(of source: String) -> String {
        let before = sink.output.count
        run(source)
        return String(sink.output.dropFirst(before))
    }
}
