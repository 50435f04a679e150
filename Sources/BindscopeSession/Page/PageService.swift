/// What serves the projector page (`:serve`, `bindscope --serve`), as the session sees it. The
/// session never knows how the page is served: the executable gives it one of these, and
/// the session asks it to start and stop, and tells it when an entry has run.
///
/// Every call comes on the session's thread; an implementation reads the session only then
/// (`Session.pageSnapshot`) and hands what it read to its own threads as values.
public protocol PageService: AnyObject {
    /// Starts serving on `port` (nil: a free one) and returns the page's address
    /// (`http://127.0.0.1:8723`); a second call while serving returns the same address.
    func serve(port: Int?) throws(PageServiceError) -> String
    /// Whether a page is being served: until then the session keeps nothing for it.
    var isServing: Bool { get }
    /// Stops serving; false when it was not serving.
    func stopServing() -> Bool
    /// An entry (a line at the prompt, a script, a step, an action from the page) has run.
    func sessionDidRun(_ session: Session)
}

/// Why the page could not be served, as `:serve` says it.
public struct PageServiceError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
