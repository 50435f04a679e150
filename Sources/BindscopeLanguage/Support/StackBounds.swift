#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much of the current thread's stack is left, so that deep recursion in interpreted code
/// stops with an error instead of crashing the process: an interpreted call costs several
/// kilobytes of real stack, more in a debug build, and the thread may be anyone's.
package struct StackBounds {
    /// The lowest usable address of the stack (it grows down), or 0 when unknown.
    private let lowest: UInt
    /// The stack's whole size in bytes (0 when unknown).
    package let size: Int

    /// The bounds of the calling thread's stack.
    package init() {
        (lowest, size) = StackBounds.lowestAddressAndSize()
    }

    /// Bytes between the caller's frame and the end of the stack (`Int.max` when unknown).
    @inline(__always)
    package func remaining() -> Int {
        guard lowest != 0 else { return Int.max }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > lowest ? Int(here - lowest) : 0
    }

    /// The thread that owns a set of bounds.
    package static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    private static func lowestAddressAndSize() -> (UInt, Int) {
        #if canImport(Darwin)
            let thread = pthread_self()
            let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            let size = UInt(pthread_get_stacksize_np(thread))
            return top > size ? (top - size, Int(size)) : (0, 0)
        #else
            var attributes = pthread_attr_t()
            guard linuxThreadAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return (0, 0) }
            return (UInt(bitPattern: address), size)
        #endif
    }
}

#if !canImport(Darwin)
    /// glibc's `pthread_getattr_np`, which Swift's Glibc module hides (it needs `_GNU_SOURCE`).
    @_silgen_name("pthread_getattr_np")
    private func linuxThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif
