import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime
import BindscopeViews

/// The projector page's side of the session: what it shows (`pageSnapshot`), what it asks
/// (`perform`), and `:serve`.
extension Session {
    /// The session now, as the page shows it. On the session's thread only.
    public func pageSnapshot() -> PageSnapshot {
        let graph = (try? graph()) ?? GraphSnapshot(nodes: [], edges: [])
        return PageSnapshot(nextEntry: nextEntryNumber, states: stateRows(), graph: graph, report: pageReport,
                            views: viewHosts.commandSnapshot, viewChanges: pageViewChanges, script: pageScript)
    }

    /// Tells the page the session as it is now, without an entry having run (the presenter
    /// moved to another step).
    public func refreshPage() {
        if runDepth == 0, let pageService, pageService.isServing { pageService.sessionDidRun(self) }
    }

    /// A statement of a script has run: a served page sees it now, not once the script ends.
    func pageStatementDidRun() {
        if let pageService, pageService.isServing { pageService.sessionDidRun(self) }
    }

    /// What a new entry (or a script's next statement) starts from: nothing changed yet.
    func forgetPageChanges() {
        pageReport.removeAll()
        pageViewChanges = nil
    }

    /// Keeps what the statement's mounts and actions did for the page, the values printed
    /// as the terminal's report prints them, and its lines as the terminal shows them.
    func notePageViewReports(_ reports: [ViewReport], leavingOut names: Set<String>) {
        let printer = ValuePrinter(execution: execution)
        var changes = pageViewChanges ?? PageSnapshot.ViewChanges()
        for report in reports {
            changes.writes += report.writes.map {
                PageSnapshot.ViewChanges.Write(
                    name: $0.name, before: ViewReportText.value($0.old, printer), after: ViewReportText.value($0.new, printer))
            }
            changes.update.append(report.update)
            let text = ViewReportText.text(of: report, printer: printer, leavingOut: names)
            changes.text += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        pageViewChanges = changes
    }

    /// Runs what the page asked for as the same entry typed at the prompt: its echo, report
    /// and errors go where the prompt's go. Returns whether it succeeded (an unfinished entry
    /// does not: the page sends whole entries).
    public func perform(_ action: PageAction, options: Options) -> Bool {
        // A key is the presenter's (`PageServer.runPendingActions`), never an entry.
        if case .key = action { return false }
        let entry = nextEntryNumber
        switch submit(action.entryText, fileName: Session.entryName(entry), options: options) {
        case .incomplete:
            writeStandardError("error: the page's entry is unfinished: \(action.entryText)\n")
            return false
        case .finished(let succeeded):
            return succeeded
        }
    }

    /// Keeps a statement's report lines for the page; a long script keeps its last ones only.
    func notePageReport(_ report: ChangeReport) {
        if pageReport.count > Self.pageReportLimit { pageReport.removeFirst(pageReport.count - Self.pageReportLimit / 2) }
        for entry in report.entries {
            pageReport.append(PageSnapshot.Change(
                name: entry.name, path: entry.path, changed: entry.changed, before: entry.before, after: entry.after,
                text: report.line(for: entry, style: .plain)))
        }
    }

    private static let pageReportLimit = 400

    /// `:serve [PORT]` and `:serve stop`.
    func serve(_ argument: String, at location: SourceLocation) throws -> String {
        guard let pageService else {
            throw Diagnostic("the page cannot be served from here: :serve works in the bindscope command", at: location)
        }
        let word = argument.trimmingWhitespace
        if word == "stop" {
            return pageService.stopServing() ? "stopped serving the page\n" : "the page is not being served\n"
        }
        var port: Int?
        if !word.isEmpty {
            guard let number = Int(word), (0...65535).contains(number) else {
                throw Diagnostic("expected a port (0 to 65535) or 'stop': ':serve PORT' or ':serve stop'", at: location)
            }
            port = number
        }
        do {
            return "serving on \(try pageService.serve(port: port))\n"
        } catch {
            throw Diagnostic(error.message, at: location)
        }
    }
}
