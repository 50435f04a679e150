/// A problem found in a session, as data: where it is and what Swift would say about it.
/// Turning it into text is `DiagnosticRenderer`'s job.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error
        case note
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// Follow-up notes, e.g. "did you mean 'name'?", each with its own location.
    public var notes: [Diagnostic]

    public init(
        _ message: String, at location: SourceLocation, severity: Severity = .error,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }
}
