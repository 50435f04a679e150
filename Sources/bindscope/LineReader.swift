import BindscopeEngine

/// A plain line-by-line prompt for terminals: reads a statement (asking for continuation
/// lines while the input is incomplete), runs it, and goes on after errors. The libedit
/// editor with history and completion replaces the reading part.
struct LineReader {
    let session: Session
    let terminal: Terminal
    let options: Session.Options

    func run() {
        var pending = ""
        var lineNumber = 1
        while true {
            terminal.write(pending.isEmpty ? "bindscope> " : "       ... ")
            terminal.flush()
            guard let line = readLine(strippingNewline: true) else {
                terminal.write("\n")
                return
            }
            pending += pending.isEmpty ? line : "\n" + line
            switch session.submit(pending, fileName: "<input:\(lineNumber)>", options: Session.Options(quiet: options.quiet, keepGoing: true)) {
            case .incomplete:
                continue
            case .finished:
                lineNumber += 1
                pending = ""
            }
            terminal.flush()
        }
    }
}
