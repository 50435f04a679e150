/// Collects what an evaluation read, per path, while a dependent is (re-)evaluated: the
/// interpreter's `withObservationTracking`, except that a read is a box and a path in it
/// rather than an object.
///
/// A place expression with a fixed path (`person.address.street`) records that path and
/// runs with recording suspended, so the variable it starts from is not also recorded whole
/// (see `Checked.init`). Other reads record the whole variable: coarser, never wrong.
final class ReadRecorder {
    struct Read {
        let box: Box
        let path: [TrackStep]
    }

    private(set) var reads: [Read] = []
    private var suspensions = 0

    var isRecording: Bool { suspensions == 0 }

    func record(_ box: Box, _ steps: ArraySlice<PathStep>) {
        guard suspensions == 0 else { return }
        reads.append(Read(box: box, path: trackSteps(steps)))
    }

    /// Runs `body` without recording (its reads are covered by one already recorded).
    func suspended<R>(_ body: () throws -> R) rethrows -> R {
        suspensions += 1
        defer { suspensions -= 1 }
        return try body()
    }
}

extension Execution {
    /// Runs `body` recording its reads; returns its outcome and what it read.
    func recordingReads<R>(_ body: () throws -> R) -> (Result<R, Error>, [ReadRecorder.Read]) {
        let saved = recorder
        let current = ReadRecorder()
        recorder = current
        defer { recorder = saved }
        let outcome = Result { try body() }
        return (outcome, current.reads)
    }

    /// Notes that a variable's whole value was read, when a dependent is being evaluated.
    @inline(__always)
    func noteRead(_ box: Box) {
        if let recorder { recorder.record(box, []) }
    }
}
