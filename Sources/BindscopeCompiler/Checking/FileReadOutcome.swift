/// What reading a file for a session's `String(contentsOfFile:encoding:)` or
/// `Data(contentsOf:)` gave: its text (read as UTF-8), or why not. The session reads files
/// through its platform code and gives the checker the closure (`Checker.fileReader`); the
/// checker itself touches no file.
public enum FileReadOutcome: Sendable {
    case contents(String)
    case missing
    case directory
    case unreadable
}
