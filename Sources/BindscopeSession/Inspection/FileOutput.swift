import BindscopeRuntime

/// Files a command writes (`:graph --dot FILE`), and Graphviz to draw one: the program
/// around a session supplies them, since a session (pure logic) touches neither the file
/// system nor other processes. Without them a command that writes a file says so.
public struct FileOutput: Sendable {
    /// Why a file could not be written or drawn: `no such directory`, `permission denied`,
    /// `Graphviz's 'dot' is not installed…`.
    public struct Failure: Error, Equatable, Sendable {
        public let reason: String

        public init(_ reason: String) {
            self.reason = reason
        }
    }

    /// Writes `contents` to the file at `path` (relative to the current directory).
    public var write: @Sendable (_ contents: String, _ path: String) throws(Failure) -> Void
    /// Graphviz's `dot -Tsvg` of dot text: the SVG it prints.
    public var renderSVG: @Sendable (_ dot: String) throws(Failure) -> String

    public init(
        write: @escaping @Sendable (_ contents: String, _ path: String) throws(Failure) -> Void,
        renderSVG: @escaping @Sendable (_ dot: String) throws(Failure) -> String
    ) {
        self.write = write
        self.renderSVG = renderSVG
    }
}
