/// Collects what an evaluation read, per path, while a dependent is (re-)evaluated: the
/// interpreter's `withObservationTracking`, except that a read is a box and a path in it
/// rather than an object.
///
/// A place expression with a fixed path (`person.address.street`) records that path and
/// runs with recording suspended, so the variable it starts from is not also recorded whole
/// (see `Checked.init`). Other reads record the whole variable: coarser, never wrong.
///
/// A dependent evaluated again nearly always reads what it read last time, in the same order.
/// So the recorder is given those reads (`expected`) and only counts the reads that match
/// them; it builds a list only from the first read that differs. An evaluation that read the
/// same then allocates nothing for its reads (`recorded` is nil; see `DependencyGraph.Evaluation`).
public final class ReadRecorder {
    public struct Read {
        public let box: Box
        public let path: [TrackStep]

        public init(box: Box, path: [TrackStep]) {
            self.box = box
            self.path = path
        }
    }

    /// The dependent whose last evaluation's reads (its registrations, in order) this one's
    /// are expected to repeat; nil when nothing is expected.
    private var expected: (any RegisteredReads)?
    private var expectedCount = 0
    /// How many reads so far matched `expected`, in order, while `diverged` is false.
    private var matched = 0
    private var diverged = false
    /// Every read, once the reads stopped matching `expected` (the matched ones included).
    private var reads: [Read] = []
    private var suspensions = 0

    public init(expecting expected: (any RegisteredReads)? = nil) {
        reset(expecting: expected)
    }

    public var isRecording: Bool { suspensions == 0 }

    /// Makes this recorder ready for another evaluation (a recorder is reused: an evaluation
    /// then allocates nothing when it reads what it read before).
    public func reset(expecting expected: (any RegisteredReads)?) {
        self.expected = expected
        expectedCount = expected?.registrationCount ?? 0
        matched = 0
        diverged = false
        reads = []
        suspensions = 0
    }

    public func record(_ box: Box, _ steps: ArraySlice<PathStep>) {
        guard suspensions == 0, !isExpectedNext(box, { $0.isNode(tracking: steps) }) else { return }
        reads.append(Read(box: box, path: trackSteps(steps)))
    }

    /// One step into `box` (a stored property of an object): no array made for a read that
    /// matches.
    public func record(_ box: Box, _ step: PathStep) {
        guard suspensions == 0, !isExpectedNext(box, { $0.isNode(tracking: step) }) else { return }
        reads.append(Read(box: box, path: trackSteps(CollectionOfOne(step))))
    }

    /// Whether a read of `box` at the node `isNode` accepts is the next expected one: then it
    /// is only counted. The first that is not ends the matching (`diverge`).
    private func isExpectedNext(_ box: Box, _ isNode: (ReaderNode) -> Bool) -> Bool {
        guard !diverged else { return false }
        if matched < expectedCount, let registration = expected?.registeredRead(at: matched), registration.box === box,
            isNode(registration.node)
        {
            matched += 1
            return true
        }
        diverge()
        return false
    }

    /// Runs `body` without recording (its reads are covered by one already recorded).
    public func suspended<R>(_ body: () throws -> R) rethrows -> R {
        suspensions += 1
        defer { suspensions -= 1 }
        return try body()
    }

    /// What was read: nil when it is exactly `expected`.
    public var recorded: [Read]? {
        if !diverged && matched == expectedCount { return nil }
        if !diverged { diverge() }
        return reads
    }

    private func diverge() {
        diverged = true
        reads = (0..<matched).map { index in
            let registration = expected!.registeredRead(at: index)
            return Read(box: registration.box, path: registration.node.path)
        }
    }
}

/// The reads a reader (a dependent, in the layer above) is registered for, in the order its
/// last evaluation made them: what a `ReadRecorder` expects the next evaluation to repeat.
public protocol RegisteredReads: AnyObject {
    var registrationCount: Int { get }
    /// The box and the node in its readers' trie of the `index`th registered read.
    func registeredRead(at index: Int) -> (box: Box, node: ReaderNode)
}

extension Execution {
    /// Runs `body` recording its reads; returns its outcome and what it read (nil when that is
    /// exactly `expected`, the reads of the dependent's last evaluation).
    public func recordingReads<R>(
        expecting expected: (any RegisteredReads)?, _ body: () throws -> R
    ) -> (Result<R, Error>, [ReadRecorder.Read]?) {
        let saved = recorder
        let current: ReadRecorder
        if let spare = spareRecorder {
            spareRecorder = nil
            spare.reset(expecting: expected)
            current = spare
        } else {
            current = ReadRecorder(expecting: expected)
        }
        recorder = current
        defer {
            recorder = saved
            current.reset(expecting: nil)
            spareRecorder = current
        }
        let outcome = Result { try body() }
        return (outcome, current.recorded)
    }

    /// Runs `body` recording its reads; returns its outcome and everything it read.
    public func recordingReads<R>(_ body: () throws -> R) -> (Result<R, Error>, [ReadRecorder.Read]) {
        let (outcome, reads) = recordingReads(expecting: nil, body)
        return (outcome, reads ?? [])
    }

    /// Notes that a variable's whole value was read, when a dependent is being evaluated.
    @inlinable @inline(__always)
    public func noteRead(_ box: Box) {
        if let recorder { recorder.record(box, []) }
    }
}
