@testable import BindscopeCompiler
@testable import BindscopeDependents
import BindscopeLanguage
@testable import BindscopeRuntime
@testable import BindscopeSession

/// Runs session text in a fresh session and keeps what it wrote.
final class SessionHarness {
    private(set) var standardOutput = ""
    private(set) var standardError = ""

    /// The session, made when first needed: by a first `run`, with SwiftUI's views only if
    /// that source names them (`Session.needsViews(toRun:)`: compiling their prelude is most
    /// of a session's start, and most tests never mount a view); by any other use, with them.
    var session: Session {
        if let made { return made }
        return make(views: true)
    }

    private var made: Session?
    private let sink = Sink()
    private let loadSample: Bool
    private let languageMode: LanguageMode

    init(loadSample: Bool = true, languageMode: LanguageMode = .swift5) {
        self.loadSample = loadSample
        self.languageMode = languageMode
    }

    private func make(views: Bool) -> Session {
        let sink = self.sink
        let session = Session(
            model: loadSample ? .sample : .none,
            output: Session.Output(
                standardOutput: { sink.output += $0 }, standardError: { sink.errors += $0 }),
            languageMode: languageMode, views: views)
        made = session
        return session
    }

    private final class Sink {
        var output = ""
        var errors = ""
    }

    /// Runs `source` quietly; returns whether every statement succeeded.
    @discardableResult
    func run(_ source: String, keepGoing: Bool = false, quiet: Bool = true) -> Bool {
        let session = made ?? make(views: Session.needsViews(toRun: source))
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
