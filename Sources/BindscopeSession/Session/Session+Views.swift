import BindscopeCompiler
import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime
import BindscopeViews

/// The view commands: `:mount VIEW` is the session's `ViewHost(VIEW)` (one host the commands
/// share), `:tap "Tap 0"` its `tap("Tap 0")`, and so on. Each runs as a statement of the
/// session's own built-in calls, so its writes are journaled (a failing action changes
/// nothing) and reported as any statement's are; `:render` only draws.
extension Session {
    /// Runs a view command; what it says goes to standard output.
    func viewCommand(_ kind: CommandKind, _ argument: CommandArgument, in source: SourceText, options: Options) throws {
        switch (kind, argument) {
        case (.mount, .expression(let expression)):
            let text = source.rest(of: expression.location)
            try runViewStatement("_viewCommandMount(\(text))", at: expression.location, options: options)
        case (.mount, .text(_, let location)):
            throw Diagnostic("expected a view: '\(kind.info.usage)'", at: location)
        case (.render, .text(let argument, let location)):
            guard argument.isEmpty || argument == "modifiers" else {
                throw Diagnostic("expected nothing or 'modifiers': '\(kind.info.usage)'", at: location)
            }
            guard let tree = viewHosts.renderCommandHost(modifiers: argument == "modifiers") else {
                throw Diagnostic("no view is mounted: mount one first (:mount ContentView())", at: location)
            }
            writeStandardOutput(tree.isEmpty ? "" : tree + "\n")
        case (.unmount, .text(_, let location)):
            guard let host = viewHosts.commandHost else {
                throw Diagnostic("no view is mounted: mount one first (:mount ContentView())", at: location)
            }
            try runViewStatement("_viewHostUnmount(\(host))", at: location, options: options)
        case (_, .text(let text, let location)):
            let words = try Session.stringLiterals(in: text, at: location)
            let expected = [.fill, .slide, .pick].contains(kind) ? 2 : 1
            guard words.count == expected else {
                throw Diagnostic("expected \(expected == 1 ? "a title" : "a title and a value"): '\(kind.info.usage)'", at: location)
            }
            guard let host = viewHosts.commandHost else {
                throw Diagnostic("no view is mounted: mount one first (:mount ContentView())", at: location)
            }
            let value = expected == 2 ? words[1] : "\"\""
            if kind == .slide, Double(Session.literalContent(value)) == nil {
                throw Diagnostic("expected a number to slide to: '\(kind.info.usage)'", at: location)
            }
            try runViewStatement("_viewHostAct(\(host), \"\(kind.name)\", \(words[0]), \(value))", at: location, options: options)
        default:
            preconditionFailure("the parser gives :\(kind.name) its own kind of argument")
        }
    }

    /// Checks and runs `code` as one statement of the session; its failure is the command's,
    /// at `location`.
    private func runViewStatement(_ code: String, at location: SourceLocation, options: Options) throws {
        guard case .complete(let statements) = SessionParser.parse(code), statements.count == 1 else {
            throw Diagnostic("expected a Swift string literal", at: location)
        }
        let text = SourceText(code, fileName: "<view command>")
        if let failure = checkAndExecute(statements[0], in: text, options: options, restoring: checker.snapshot()) {
            throw Diagnostic(failure.message, at: location)
        }
    }

    /// The Swift string literals of a command's argument (`"Name" "Ann"`), as written. The
    /// slider's value may be a bare number (`:slide "Volume" 0.5`), taken as its text.
    static func stringLiterals(in text: String, at location: SourceLocation) throws -> [String] {
        var words: [String] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == " " || first == "\t" {
                rest = rest.dropFirst()
                continue
            }
            if first == "\"" {
                var index = rest.index(after: rest.startIndex)
                var escaped = false
                while index < rest.endIndex, escaped || rest[index] != "\"" {
                    escaped = !escaped && rest[index] == "\\"
                    index = rest.index(after: index)
                }
                guard index < rest.endIndex else {
                    throw Diagnostic("unterminated string literal", at: location)
                }
                words.append(String(rest[...index]))
                rest = rest[rest.index(after: index)...]
            } else {
                let word = rest.prefix { $0 != " " && $0 != "\t" }
                guard Double(word) != nil else {
                    throw Diagnostic("expected a Swift string literal, as \"Tap 0\"; found '\(word)'", at: location)
                }
                words.append("\"\(word)\"")
                rest = rest.dropFirst(word.count)
            }
        }
        return words
    }

    /// A plain literal's text without its quotes.
    static func literalContent(_ literal: String) -> String {
        String(literal.dropFirst().dropLast())
    }

    /// The report of what the statement's mounts and actions did, unless quiet: after a
    /// mount the tree; after an action the state it wrote, each body that ran and why, the
    /// drawn lines that changed, and the warnings.
    /// The writes to `names` are left out: the statement's own report said them.
    /// Each update is noted as `statement`'s, for `:why VIEW`, quiet or not.
    func writeViewReports(options: Options, leavingOut names: Set<String> = [], statement: StatementSource) {
        let reports = viewHosts.takeReports()
        for report in reports { viewUpdateStatements[report.run] = statement.reference }
        if !reports.isEmpty, let pageService, pageService.isServing { notePageViewReports(reports, leavingOut: names) }
        guard !options.quiet, !reports.isEmpty else { return }
        let printer = ValuePrinter(execution: execution)
        for report in reports {
            writeStandardOutput(ViewReportText.text(of: report, printer: printer, leavingOut: names))
        }
    }

    /// The titles of the mounted controls as Swift string literals, for completing an
    /// action's argument.
    var mountedControlTitles: [String] {
        viewHosts.commandControlTitles.map { "\"" + $0 + "\"" }
    }
}
