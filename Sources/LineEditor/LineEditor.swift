import CLibedit
import CLibeditShim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading lines from a person at a terminal, through libedit: emacs keys, Ctrl-R search,
/// UTF-8 editing, a history kept in a file, and Ctrl-C to drop the line being edited. The only
/// terminal I/O besides the executable; `Session` never sees it.
public final class LineEditor {
    public enum Input: Equatable {
        case line(String)
        /// Ctrl-C: the line being edited was dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the terminal went away.
        case endOfInput
    }

    private let editor: OpaquePointer
    private let history: OpaquePointer?
    private let historyFile: String?
    /// The prompt libedit shows: a C string owned here, because the prompt callback must
    /// return a pointer that stays valid after it returns.
    private var promptText: UnsafeMutablePointer<CChar>
    fileprivate var interrupted = false
    /// Given the text before the cursor: the end of it that the candidates complete, and the
    /// candidates (whole words). Called on Tab.
    public var completer: ((String) -> (fragment: String, candidates: [String]))?
    private var historySaveFailed = false
    /// Problems with the history file: shown as warnings, never fatal.
    public private(set) var warnings: [String] = []

    /// Nil when libedit cannot start on this terminal.
    public init?(program: String, historyFile: String?) {
        LineEditor.useUTF8Characters()
        guard let editor = bindscope_el_init(program) else { return nil }
        self.editor = editor
        self.historyFile = historyFile
        promptText = strdup("")
        history = bindscope_history_init(1000)
        bindscope_el_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        bindscope_el_set_prompt(editor, { editor in
            LineEditor.owner(of: editor)?.promptText
        }, LineEditor.invisibleDelimiter)
        // Ctrl-C arrives as a key, not a signal, while a line is edited.
        bindscope_el_keys_not_signals(editor)
        bindscope_el_bind_function(editor, "bindscope-interrupt", "drop the line", "^C") { editor, _ in
            guard let editor, let owner = LineEditor.owner(of: editor) else { return UInt8(CC_ERROR) }
            owner.interrupted = true
            // Show the ^C where the line ends, then accept it: the caller drops it.
            if let info = el_line(editor) {
                el_cursor(editor, Int32(info.pointee.lastchar - info.pointee.cursor))
            }
            el_insertstr(editor, "^C")
            el_push(editor, "\n")
            return UInt8(CC_REFRESH)
        }
        bindscope_el_bind_function(editor, "bindscope-complete", "complete the word", "^I") { editor, _ in
            guard let editor, let owner = LineEditor.owner(of: editor) else { return UInt8(CC_ERROR) }
            return owner.complete(editor)
        }
        if let history {
            bindscope_el_set_history(editor, history)
            loadHistory(history)
            // Ctrl-R with a prompt that says what it is: `(reverse-i-search)`…': `.
            bindscope_search_set_history(history)
            bindscope_el_bind_function(editor, "bindscope-reverse-search", "search the history", "^R", bindscope_reverse_search)
        }
    }

    deinit {
        el_end(editor)
        if let history { history_end(history) }
        free(promptText)
    }

    /// Makes Ctrl-C outside line editing (while a statement runs) raise a flag that
    /// `takeInterrupt` reads, instead of ending the process.
    public static func catchInterrupts() {
        bindscope_catch_interrupts()
    }

    /// Whether Ctrl-C was pressed while no line was being edited, since the last call.
    public static func takeInterrupt() -> Bool {
        bindscope_take_interrupt() != 0
    }

    /// Marks the start and end of text in a prompt that takes no room on the screen (colour
    /// escapes), so libedit places the cursor right: `"\u{1}\u{1B}[1m\u{1}> "`.
    public static let invisibleDelimiter = CChar(1)

    /// Something besides keys the prompt's thread must answer while a line is edited: when
    /// `descriptor` is readable, `handler` runs (it must make it unreadable, and may write)
    /// and returns the prompt to show from then on; the line being edited is drawn again.
    public struct Wake {
        public let descriptor: Int32
        public let handler: () -> String

        public init(descriptor: Int32, handler: @escaping () -> String) {
            self.descriptor = descriptor
            self.handler = handler
        }
    }

    /// See `Wake`: nil reads keys only.
    public var wake: Wake? {
        didSet {
            bindscope_el_set_wake(editor, wake?.descriptor ?? -1, wake == nil ? nil : { editor in
                guard let owner = LineEditor.owner(of: editor), let wake = owner.wake else { return }
                owner.setPrompt(wake.handler())
            })
        }
    }

    private func setPrompt(_ prompt: String) {
        free(promptText)
        promptText = strdup(prompt)
    }

    /// Reads one line with `prompt` shown before it.
    public func read(prompt: String) -> Input {
        setPrompt(prompt)
        interrupted = false
        var count: Int32 = 0
        guard let bytes = el_gets(editor, &count), count > 0 else {
            // Ctrl-D echoes "^D" without a newline.
            fflush(nil)
            _ = write(1, "\n", 1)
            return .endOfInput
        }
        if interrupted { return .interrupted }
        var line = String(cString: bytes)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// Adds an accepted entry (several lines for a multi-line statement) to the history and
    /// saves the file, so that a new session started elsewhere sees it.
    public func remember(_ entry: String) {
        guard let history, !entry.isEmpty else { return }
        _ = bindscope_history_enter(history, entry)
        guard let historyFile, !historySaveFailed else { return }
        if bindscope_history_save(history, historyFile) < 0 {
            historySaveFailed = true
            warnings.append("warning: could not save the history to \(historyFile); it is kept for this session only")
        } else {
            chmod(historyFile, 0o600)
        }
    }

    private func loadHistory(_ history: OpaquePointer) {
        guard let historyFile else { return }
        if access(historyFile, F_OK) != 0 {
            // Created now, readable by its owner only: a history may hold anything typed.
            let descriptor = open(historyFile, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if descriptor < 0 {
                warnings.append("warning: could not create the history file \(historyFile); history is kept for this session only")
                historySaveFailed = true
            } else {
                close(descriptor)
            }
            return
        }
        let size = fileSize(historyFile)
        if size > 0, bindscope_history_load(history, historyFile) < 0 {
            warnings.append("warning: could not read the history file \(historyFile); starting with an empty history")
        }
    }

    private func fileSize(_ path: String) -> Int {
        var information = stat()
        return stat(path, &information) == 0 ? Int(information.st_size) : 0
    }

    /// Tab: inserts what all candidates share beyond what was typed; when that is nothing and
    /// there are several, lists them under the line; beeps when there are none.
    fileprivate func complete(_ editor: OpaquePointer) -> UInt8 {
        guard let completer, let info = el_line(editor) else { return UInt8(CC_ERROR) }
        let typed = UnsafeRawBufferPointer(
            start: UnsafeRawPointer(info.pointee.buffer), count: info.pointee.cursor - info.pointee.buffer)
        let (fragment, candidates) = completer(String(decoding: typed, as: UTF8.self))
        guard let first = candidates.first else { return UInt8(CC_REFRESH_BEEP) }
        let shared = candidates.dropFirst().reduce(first) { common, candidate in
            String(zip(common, candidate).prefix { $0 == $1 }.map(\.0))
        }
        if shared.count > fragment.count, shared.hasPrefix(fragment) {
            el_insertstr(editor, String(shared.dropFirst(fragment.count)))
            return UInt8(CC_REFRESH)
        }
        guard candidates.count > 1 else { return UInt8(CC_REFRESH) }
        let listing = "\n" + candidates.joined(separator: "  ") + "\n"
        fflush(nil)
        _ = listing.withCString { write(1, $0, strlen($0)) }
        return UInt8(CC_REDISPLAY)
    }

    fileprivate static func owner(of editor: OpaquePointer?) -> LineEditor? {
        guard let editor, let data = bindscope_el_client_data(editor) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// libedit drops non-ASCII input unless the locale's character set is UTF-8; containers
    /// often have no locale set at all.
    private static func useUTF8Characters() {
        setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}
