#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single keys from standard input, for the presenter (`--step`). At a terminal a key counts
/// as soon as it is pressed, without Enter and without echo; the terminal is back in its own
/// mode between keys, so a statement that runs (and Ctrl-C that stops it) behaves as at the
/// prompt. Off a terminal (keys piped in by a test or a script), each byte is a key.
struct KeyReader {
    enum Key: Equatable {
        /// Enter or Space: run the next step.
        case next
        case character(Character)
        /// Ctrl-C, Ctrl-D, or the end of piped keys.
        case quit
    }

    let isTerminal: Bool
    /// The projector page: its actions run while a key is awaited at a terminal.
    var page: PageWake? = nil

    func read() -> Key {
        guard let byte = isTerminal ? readRaw() : readBuffered() else { return .quit }
        switch byte {
        case 0x0A, 0x0D, 0x20: return .next
        case 0x03, 0x04: return .quit
        default: return .character(Character(UnicodeScalar(byte)))
        }
    }

    /// Through stdio, which the plain line reader of live mode also reads: both see the
    /// same bytes in order.
    private func readBuffered() -> UInt8? {
        let byte = getchar()
        return byte == EOF ? nil : UInt8(byte)
    }

    /// One byte in non-canonical mode without echo or signals, the terminal's settings put
    /// back before returning. An escape sequence (an arrow key) is read whole and ignored.
    private func readRaw() -> UInt8? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readBuffered() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        while true {
            // A key pressed in the page steps as the same key at the terminal.
            if let key = page?.takeKey() { return key }
            if let page, page.isServing(), page.waitForKey() {
                // The terminal is in its own mode while the actions' reports are written.
                tcsetattr(STDIN_FILENO, TCSANOW, &saved)
                page.run()
                tcsetattr(STDIN_FILENO, TCSANOW, &raw)
                continue
            }
            var byte: UInt8 = 0
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            guard byte == 0x1B else { return byte }
            // Drop the rest of an escape sequence: whatever arrives at once with the ESC.
            var pending = raw
            withUnsafeMutableBytes(of: &pending.c_cc) { cc in
                cc[Int(VMIN)] = 0
                cc[Int(VTIME)] = 1
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &pending)
            var rest = [UInt8](repeating: 0, count: 16)
            _ = Glibc.read(STDIN_FILENO, &rest, rest.count)
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
    }
}
