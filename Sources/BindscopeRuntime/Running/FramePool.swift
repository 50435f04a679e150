/// Frames of a function's finished calls, kept for its next calls: a call then allocates no
/// frame, no array of locals and (through `Frame.declare`) no box for a parameter or a local
/// that nothing captured. A frame is kept only when nothing else holds it; its boxes keep no
/// values (they are emptied), so a pooled frame holds on to no memory of the session's.
public final class FramePool {
    public init() {}

    @exclusivity(unchecked) @usableFromInline var frames: [Frame] = []
    /// Enough for deep recursion to reuse its frames; beyond it, finished frames are freed.
    private static let capacity = 256

    @inlinable @inline(__always)
    public func take() -> Frame? { frames.popLast() }

    public func giveBack(_ frame: inout Frame) {
        guard frames.count < Self.capacity, isKnownUniquelyReferenced(&frame) else { return }
        for slot in frame.locals.indices {
            if isKnownUniquelyReferenced(&frame.locals[slot]) {
                frame.locals[slot].value = .void
            } else {
                // Captured by a closure (or the shared unassigned box): the next call declares
                // a new one.
                frame.locals[slot] = Frame.unassigned
            }
        }
        frames.append(frame)
    }
}
