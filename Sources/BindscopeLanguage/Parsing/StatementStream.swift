#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses a session on a thread of its own and hands over its top-level statements as they
/// are parsed, so a script can be checked and run on one core while the rest is parsed on
/// the other.
///
/// The parse's verdict is only known at the end: a syntax error anywhere means the session
/// must not run at all, as with swiftc. A consumer therefore holds back whatever running the
/// early statements produced until `isFinishedSuccessfully`, and calls `finish()` for the
/// verdict (`.complete([])` when every statement was delivered).
public final class StatementStream: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var changed = pthread_cond_t()
    private var queue: [Statement] = []
    private var next = 0
    private var result: ParseResult?
    private var source: [UInt8]
    /// How many parsed statements may wait for the consumer.
    private static let maximumAhead = 4096
    /// Set by `finish()`: the consumer takes no more statements, so the parser must not wait.
    private var abandoned = false

    /// Starts parsing `source` on a large-stack thread.
    public init(_ source: String) {
        self.source = Array(source.utf8)
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&changed, nil)
        let started = LargeStack.start { [self] in parseAll() }
        if !started { parseAll() }
    }

    deinit {
        pthread_cond_destroy(&changed)
        pthread_mutex_destroy(&mutex)
    }

    /// The next statement, waiting for the parser if need be; nil once the parse has ended.
    public func nextStatement() -> Statement? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while next == queue.count, result == nil { pthread_cond_wait(&changed, &mutex) }
        guard next < queue.count else { return nil }
        let statement = queue[next]
        next += 1
        // The parser may be waiting for room.
        pthread_cond_broadcast(&changed)
        return statement
    }

    /// True once the whole text parsed without error.
    public var isFinishedSuccessfully: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if case .complete? = result { return true }
        return false
    }

    /// Waits for the end of the parse and returns its verdict.
    public func finish() -> ParseResult {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        // The consumer may have stopped early: let the parser run to the end.
        abandoned = true
        pthread_cond_broadcast(&changed)
        while result == nil { pthread_cond_wait(&changed, &mutex) }
        return result!
    }

    private func parseAll() {
        let verdict = source.withUnsafeBufferPointer { bytes in
            SessionParser.parseOnThisThread(bytes) { [self] statement in
                pthread_mutex_lock(&mutex)
                // Far ahead of the consumer: wait, so a long script is never held whole.
                while queue.count - next >= Self.maximumAhead, !abandoned { pthread_cond_wait(&changed, &mutex) }
                if next > 1024, next * 2 > queue.count {
                    // Drop what was handed over, so the stream never holds the whole session.
                    // Done here rather than in `nextStatement`: the statements the consumer
                    // has run are then usually freed on this thread, which allocated them and
                    // is the less busy of the two.
                    queue.removeFirst(next)
                    next = 0
                }
                queue.append(statement)
                pthread_cond_signal(&changed)
                pthread_mutex_unlock(&mutex)
            }
        }
        pthread_mutex_lock(&mutex)
        result = verdict
        pthread_cond_broadcast(&changed)
        pthread_mutex_unlock(&mutex)
    }
}
