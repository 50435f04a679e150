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
///
/// The consumer's thread is the busier one (it checks and runs each statement), so the stream
/// keeps its work small: it takes every statement parsed so far in one locked step, and the
/// statements it has run go back to the parsing thread, which allocated them, to be freed.
/// (Its compiled statements are better freed where they were allocated, by the consumer:
/// handing them over too made the parsing thread the slower one, and the consumer's
/// allocations slower, since memory freed by another thread no longer comes back to it
/// from its own cache.)
///
/// Its stored properties opt out of Swift's dynamic exclusivity checks: each is either shared
/// and only touched under `mutex`, or one thread's own (`taken`), so no two accesses can
/// overlap; the checks cost about a thousand instructions per statement on each thread.
public final class StatementStream: @unchecked Sendable {
    @exclusivity(unchecked) private var mutex = pthread_mutex_t()
    @exclusivity(unchecked) private var changed = pthread_cond_t()
    /// Shared, under `mutex`: parsed statements not yet taken, and batches the consumer has
    /// run, for the parsing thread to free.
    @exclusivity(unchecked) private var queue: [Statement] = []
    @exclusivity(unchecked) private var finished: [[Statement]] = []
    @exclusivity(unchecked) private var result: ParseResult?
    /// Set by `finish()`: the consumer takes no more statements, so the parser must not wait.
    @exclusivity(unchecked) private var abandoned = false
    /// The consumer's own: the statements it took last, and how many of them it has had.
    @exclusivity(unchecked) private var taken: [Statement] = []
    @exclusivity(unchecked) private var nextTaken = 0
    /// The consumer's copy of whether the parse has succeeded, brought up to date whenever it
    /// takes statements (the output it holds back waits at most that long).
    public private(set) var isFinishedSuccessfully = false

    /// The text parsed: a copy of a String's bytes, or bytes someone else owns (a mapped
    /// file), kept alive by `owner`, with `progress` told how far the parse has gone.
    private enum Input {
        case copy([UInt8])
        case borrowed(UnsafeBufferPointer<UInt8>, owner: AnyObject, progress: ((Int) -> Void)?)
    }
    private let input: Input
    /// What `#if swift(>=…)` compares with.
    private let languageMode: LanguageMode
    /// How many parsed statements may wait for the consumer.
    private static let maximumAhead = 4096

    /// Starts parsing `source` on a large-stack thread.
    public convenience init(_ source: String, languageMode: LanguageMode = .swift5) {
        self.init(input: .copy(Array(source.utf8)), languageMode: languageMode)
    }

    /// Starts parsing `bytes`, which `owner` keeps valid, on a large-stack thread. After each
    /// top-level statement `progress` is told the offset the parser has reached: nothing far
    /// before it is read again, so an owner mapping a file may let go of the pages behind it.
    public convenience init(
        bytes: UnsafeBufferPointer<UInt8>, owner: AnyObject, languageMode: LanguageMode = .swift5,
        progress: ((Int) -> Void)? = nil
    ) {
        self.init(input: .borrowed(bytes, owner: owner, progress: progress), languageMode: languageMode)
    }

    private init(input: Input, languageMode: LanguageMode) {
        self.input = input
        self.languageMode = languageMode
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
        if nextTaken < taken.count {
            nextTaken += 1
            return taken[nextTaken - 1]
        }
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while queue.isEmpty, result == nil { pthread_cond_wait(&changed, &mutex) }
        if case .complete? = result { isFinishedSuccessfully = true }
        // Everything taken before has been run: it goes back to be freed by the parser.
        finished.append(taken)
        taken = queue
        queue = []
        nextTaken = 0
        // The parser may be waiting for room.
        pthread_cond_broadcast(&changed)
        guard !taken.isEmpty else { return nil }
        nextTaken = 1
        return taken[0]
    }

    /// The tree of `statement`, which the parser gave as a copy of one alike
    /// (`StatementShape.isCopy`), parsed from its own text (on the caller's thread).
    public func reparse(_ statement: Statement) -> Statement {
        switch input {
        case .copy(let source): source.withUnsafeBufferPointer { SessionParser.reparse(statement, in: $0) }
        case .borrowed(let bytes, let owner, _): withExtendedLifetime(owner) { SessionParser.reparse(statement, in: bytes) }
        }
    }

    /// Waits for the end of the parse and returns its verdict.
    public func finish() -> ParseResult {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        // The consumer may have stopped early: let the parser run to the end.
        abandoned = true
        pthread_cond_broadcast(&changed)
        while result == nil { pthread_cond_wait(&changed, &mutex) }
        if case .complete? = result { isFinishedSuccessfully = true }
        return result!
    }

    private func parseAll() {
        let verdict: ParseResult
        switch input {
        case .copy(let source):
            verdict = source.withUnsafeBufferPointer { parse($0, progress: nil) }
        case .borrowed(let bytes, let owner, let progress):
            verdict = withExtendedLifetime(owner) { parse(bytes, progress: progress) }
        }
        finishParse(verdict)
    }

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)?) -> ParseResult {
        guard bytes.count < Int32.max else {
            // Tokens keep offsets in 32 bits.
            return .failure([Diagnostic("the session is too large (2 GB or more)", at: .start)])
        }
        return SessionParser.parseOnThisThread(bytes, deliveringTo: { [self] statement in
                pthread_mutex_lock(&mutex)
                // Far ahead of the consumer: wait, so a long script is never held whole.
                while queue.count >= Self.maximumAhead, !abandoned { pthread_cond_wait(&changed, &mutex) }
                queue.append(statement)
                if queue.count == 1 { pthread_cond_signal(&changed) }
                var toFree: [[Statement]] = []
                if !finished.isEmpty { swap(&toFree, &finished) }
                pthread_mutex_unlock(&mutex)
                // Freed here, on this thread, outside the lock.
                withExtendedLifetime(toFree) {}
            }, progress: progress, languageMode: languageMode)
    }

    private func finishParse(_ verdict: ParseResult) {
        pthread_mutex_lock(&mutex)
        result = verdict
        pthread_cond_broadcast(&changed)
        // The consumer is still running what was parsed: go on freeing what it is done with
        // until it calls `finish()`.
        while !abandoned {
            var toFree: [[Statement]] = []
            swap(&toFree, &finished)
            pthread_mutex_unlock(&mutex)
            withExtendedLifetime(toFree) {}
            pthread_mutex_lock(&mutex)
            if finished.isEmpty, !abandoned { pthread_cond_wait(&changed, &mutex) }
        }
        pthread_mutex_unlock(&mutex)
    }
}
