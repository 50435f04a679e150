@testable import BindscopeCompiler
@testable import BindscopeDependents
import BindscopeLanguage
@testable import BindscopeRuntime
@testable import BindscopeSession

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer target (b): the input is a session typed at the prompt, line by line (a line that
/// leaves a construct open waits for the next, as the REPL does), with States, bindings,
/// `:watch`, `:undo` and every other command.
///
/// Besides crashes it checks, for every input:
/// - a failing entry of one statement leaves every value of the session as it was (a dump of
///   every session variable, followed through objects and States, before and after);
/// - a report's new values equal fresh evaluations (`debugPrint(name)` after the statement);
/// - the same input in a fresh session prints the same, byte for byte.
///
/// `:load` and `:save` lines are skipped (they touch files). A statement that runs too long is
/// stopped after a fixed number of the engine's interrupt checks, so stopping is deterministic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let memoryLimit = inputMemoryLimit()
    let first = SessionRun(checksInvariants: true, memoryLimit: memoryLimit).run(text)
    let second = SessionRun(checksInvariants: false, memoryLimit: memoryLimit).run(text)
    if first != second, !SessionRun.differsFromRunToRun.contains(where: text.contains) {
        FuzzFailure.fail(
            "the same input printed differently in a fresh session\n--- first run:\n\(first)\n--- second run:\n\(second)")
    }
    return 0
}

/// The memory limit for the next input, the same for both of its sessions.
///
/// It sits below libFuzzer's (-malloc_limit_mb=2048, -rss_limit_mb=3072 in Scripts/fuzz), so a
/// statement growing too much is the session's error, as on the command line, not an
/// out-of-memory finding. And it sits well above what the process holds already: the limit is
/// checked against the process's resident memory, which here includes libFuzzer's tables and
/// corpus and whatever the allocator kept from earlier inputs (100–600 MB). A fixed limit near
/// that (64 MiB was) failed ordinary statements now and then, so that the same input printed
/// differently in the second session.
func inputMemoryLimit() -> MemoryLimit {
    let headroom = 384 << 20, unit = 64 << 20
    let resident = Platform.residentBytes() ?? 0
    return MemoryLimit(bytes: (resident + headroom + unit - 1) / unit * unit)
}

enum FuzzFailure {
    static func fail(_ message: String) -> Never {
        fputs("\n==== bindscope invariant failed ====\n\(message)\n", stderr)
        fflush(stderr)
        abort()
    }
}

/// One run of an input in a fresh session, keeping everything it wrote, in order.
final class SessionRun {
    private final class Sink {
        var text = ""
    }

    private let sink = Sink()
    private let session: Session
    private let checksInvariants: Bool
    /// The interrupt checks left to the entry being run (each is 256 loop iterations or calls).
    private var interruptBudget = 0
    /// Every entry submitted so far.
    private var allEntries = ""
    private static let interruptChecksPerEntry = 400
    /// What a run stops adding to its transcript after (a loop printing forever).
    private static let transcriptLimit = 1 << 20
    /// Names whose values differ from one run to the next, as in Swift: the clock (`Date()`,
    /// `Date.now`) and object identities (printed as addresses). An input naming one may print
    /// differently in its second session. (Random numbers and UUIDs come from the session's
    /// fixed-seed generator, so they repeat.)
    static let differsFromRunToRun = ["Date", "ObjectIdentifier"]

    init(checksInvariants: Bool, memoryLimit: MemoryLimit) {
        self.checksInvariants = checksInvariants
        let sink = self.sink
        let append: (String) -> Void = { text in
            if sink.text.utf8.count < SessionRun.transcriptLimit { sink.text += text }
        }
        session = Session(output: Session.Output(standardOutput: append, standardError: append), memoryLimit: memoryLimit)
        session.reportMode = .value
        session.reportsWithoutWidth = true
        session.interruptRequested = { [unowned self] in
            interruptBudget -= 1
            return interruptBudget < 0
        }
    }

    /// Runs `text` entry by entry; returns everything written.
    func run(_ text: String) -> String {
        var pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            pending += pending.isEmpty ? String(line) : "\n" + line
            if pending.contains(":load") || pending.contains(":save") {
                pending = ""
                continue
            }
            if submit(pending) { pending = "" }
            if session.hasQuit { return sink.text }
        }
        if !pending.isEmpty {
            // An unfinished entry at the end: run as a script, it gets its error.
            interruptBudget = Self.interruptChecksPerEntry
            session.run(pending, fileName: "<input>", options: Session.Options(quiet: false))
        }
        return sink.text
    }

    /// Submits one entry; false when it is unfinished.
    private func submit(_ entry: String) -> Bool {
        allEntries += entry + "\n"
        let parsed = SessionParser.parse(entry)
        var statementCount = 0
        if case .complete(let statements) = parsed { statementCount = statements.count }
        let before = checksInvariants && statementCount == 1 ? StateDump.of(session) : nil
        var options = Session.Options()
        options.isInteractive = true
        options.width = 80
        session.lastReport = nil
        interruptBudget = Self.interruptChecksPerEntry
        let outputStart = sink.text.utf8.count
        switch session.submit(entry, fileName: "<input>", options: options) {
        case .incomplete:
            return false
        case .finished(succeeded: false):
            if let before {
                let after = StateDump.of(session)
                if before != after {
                    FuzzFailure.fail(
                        "a failing statement changed the session\nentry: \(entry)\n--- before:\n\(before)\n--- after:\n\(after)"
                    )
                }
            }
        case .finished(succeeded: true):
            if let report = session.lastReport {
                let printed = String(decoding: sink.text.utf8.dropFirst(outputStart), as: UTF8.self)
                checkReport(report, entry: entry, printed: printed)
            }
        }
        return true
    }

    /// Each whole value the report shows as new is what reading the name gives now.
    private func checkReport(_ report: ChangeReport, entry: String, printed: String) {
        // Reads that give a new value each time cannot be compared with a report.
        let unrepeatable = ["random", "UUID", "ObjectIdentifier", "===", "!==", "Date", "shuffle", "hash"]
        if unrepeatable.contains(where: { allEntries.contains($0) || entry.contains($0) }) { return }
        // Past the transcript's limit reads are cut off too: nothing left to compare.
        guard sink.text.utf8.count < Self.transcriptLimit / 2 else { return }
        for entry in report.entries where entry.changed && entry.path.isEmpty {
            if entry.after.hasPrefix("broken") || entry.after == "uninitialized" { continue }
            guard entry.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else { continue }
            let fresh = read("debugPrint(\(entry.name))")
            guard sink.text.utf8.count < Self.transcriptLimit else { return }
            let wrapped = fresh == entry.after ? fresh : read("debugPrint(\(entry.name).wrappedValue)")
            if fresh != entry.after, wrapped != entry.after, checksInvariants {
                FuzzFailure.fail(
                    "report of \(entry.name) shows \(entry.after); reading it gives \(fresh ?? "an error")\nreport:\n\(report.text)"
                )
            }
        }
    }

    /// Runs `source` quietly, outside the history; what it printed without its newline, or nil
    /// when it failed. Its output is kept in the transcript (both runs make the same reads).
    private func read(_ source: String) -> String? {
        let start = sink.text.utf8.count
        var options = Session.Options(quiet: true)
        options.recordsHistory = false
        interruptBudget = Self.interruptChecksPerEntry
        let succeeded = session.run(source, fileName: "<check>", options: options)
        let printed = String(decoding: sink.text.utf8.dropFirst(start), as: UTF8.self)
        return succeeded && printed.hasSuffix("\n") ? String(printed.dropLast()) : nil
    }
}

/// Every value a session holds, as text: its variables in name order, followed through
/// objects, States and the storage of bindings (each box once, later visits by number).
/// Reads no code: computed properties, watches and getters are not run.
enum StateDump {
    static func of(_ session: Session) -> String {
        var dumper = Dumper()
        let locals = session.execution.frame.locals
        for (name, entry) in session.checker.sessionScope.entries.sorted(by: { $0.key < $1.key }) {
            guard case .variable(let variable) = entry, variable.watch == nil else { continue }
            dumper.text += name + " = "
            if let box = variable.globalBox {
                dumper.visit(box: box)
            } else if variable.slot < locals.count {
                dumper.visit(box: locals[variable.slot])
            } else {
                dumper.text += "(no slot)"
            }
            dumper.text += "\n"
        }
        return dumper.text
    }

    struct Dumper {
        var text = ""
        private var boxes: [ObjectIdentifier: Int] = [:]
        private static let limit = 1 << 18

        mutating func visit(box: Box) {
            if let number = boxes[ObjectIdentifier(box)] {
                text += "#\(number)"
                return
            }
            let number = boxes.count
            boxes[ObjectIdentifier(box)] = number
            text += "#\(number)="
            visit(box.value)
        }

        mutating func visit(_ value: Value) {
            guard text.utf8.count < Self.limit else { return }
            switch value {
            case .int(let int): text += "\(int)"
            case .double(let double): text += "d\(double.bitPattern)"
            case .float(let float): text += "f\(float.bitPattern)"
            case .bool(let bool): text += "\(bool)"
            case .string(let string):
                // A long string (the limits seed doubles one to 256 MiB) by its length and hash:
                // escaping it whole, twice a statement, outlasted the fuzzer's timeout.
                if string.utf8.count > 1024 {
                    text += "string(\(string.utf8.count) bytes, hash \(string.hashValue))"
                } else {
                    text += string.debugDescription
                }
            case .character(let character): text += "c" + String(character).debugDescription
            case .void: text += "()"
            case .none: text += "nil"
            case .some(let wrapped):
                text += "?"
                visit(wrapped)
            case .array(let elements): list("[", elements, "]")
            case .set(let elements): list("set[", Array(elements), "]")
            case .tuple(let elements): list("(", elements, ")")
            case .dictionary(let dictionary):
                list("[", dictionary.keys, ":")
                list("", dictionary.values, "]")
            case .structure(let structure): list(structure.type.name + "(", structure.fields, ")")
            case .enumeration(let type, let index): text += "\(type.name).\(index)"
            case .enumerationWithPayload(let type, let index, let payload): list("\(type.name).\(index)(", payload, ")")
            case .state(let box):
                text += "State"
                visit(box: box)
            case .object(let box):
                text += "object"
                visit(box: box)
            case .binding(let binding):
                text += "Binding"
                switch binding.source {
                case .storage(let box): visit(box: box)
                case .constant(let value):
                    text += "constant:"
                    visit(value)
                case .accessors: text += "(get:set:)"
                }
                text += "/\(binding.steps.count)"
            case .existential(let payload, _), .anyHashable(let payload, _):
                text += "any:"
                visit(payload)
            case .range(let lower, let upper, let closed): text += "\(lower)\(closed ? "..." : "..<")\(upper)"
            case .metatype(let type): text += "\(type.qualifiedName).self"
            case .function: text += "function"
            case .keyPath: text += "keyPath"
            default: text += "\(value)".prefix(200)
            }
        }

        private mutating func list(_ open: String, _ elements: [Value], _ close: String) {
            text += open
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                visit(element)
            }
            text += close
        }
    }
}
