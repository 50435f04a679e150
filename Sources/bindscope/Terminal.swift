#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BindscopeSession
import Foundation

/// The process's standard streams, wrapped once. Standard output is buffered here (a script
/// may print hundreds of thousands of lines) and flushed before anything goes to standard
/// error, so the two stay in order on a terminal.
final class Terminal: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let bufferLimit = 1 << 16

    var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }
    var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// The columns to wrap text to: `COLUMNS` when it is set (as `ls` and Python honour it,
    /// and so a transcript can ask for a width), else the terminal's width, read each time so
    /// that a resized window counts, else 80 (off a terminal).
    var width: Int {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 {
            return columns
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    var sessionOutput: Session.Output {
        Session.Output(
            standardOutput: { [unowned self] text in write(text) },
            standardError: { [unowned self] text in writeError(text) },
            files: .processFiles)
    }

    /// Whether what was last written to standard output ended its line (or a line was read
    /// since): an error then starts on its own line on a terminal shared by both streams.
    var isAtLineStart = true

    func write(_ text: String) {
        if let last = text.utf8.last { isAtLineStart = last == UInt8(ascii: "\n") }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= bufferLimit { flush() }
    }

    func writeError(_ text: String) {
        // `print("…", terminator: "")` then Ctrl-C: the error must not be glued to the dots.
        if !isAtLineStart, outputIsTerminal, isatty(STDERR_FILENO) != 0 { write("\n") }
        flush()
        Terminal.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        Terminal.writeAll(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
