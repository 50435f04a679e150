#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// The parser recurses once per nested construct (up to 256 levels), and a debug build spends
/// tens of kilobytes of stack per level: more than a secondary thread's stack may hold. The
/// only file that calls into the C library.
enum LargeStack {
    /// Reserved address space; only the pages the work touches are ever used.
    static let size = 64 << 20

    /// Runs `body` on a thread with a `size`-byte stack (or on this thread, should the system
    /// refuse to create one). A thread whose own stack still has `size` bytes free below the
    /// caller (a session's 512 MB thread, or a main thread started with a large `ulimit -s`)
    /// runs `body` itself: crossing threads costs more than a short parse.
    static func run<Result>(_ body: () -> Result) -> Result {
        if stackRoomOfThisThread() >= size { return body() }
        var result: Result?
        withoutActuallyEscaping(body) { body in
            let job = Job { result = body() }
            if !start(job) { job.work() }
        }
        guard let result else { preconditionFailure("the large-stack thread did not run") }
        return result
    }

    /// Bytes of this thread's stack below the caller's frame (0 when not known). The stack's
    /// lowest address is looked up once per thread (for the main thread glibc reads
    /// /proc/self/maps) and kept in a thread-specific slot.
    static func stackRoomOfThisThread() -> Int {
        #if canImport(Glibc)
            var low = Int(bitPattern: pthread_getspecific(lowestStackAddress))
            if low == 0 {
                var attributes = pthread_attr_t()
                guard let getAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
                defer { pthread_attr_destroy(&attributes) }
                var address: UnsafeMutableRawPointer?
                var stackSize = 0
                guard pthread_attr_getstack(&attributes, &address, &stackSize) == 0, let address else { return 0 }
                low = Int(bitPattern: address)
                pthread_setspecific(lowestStackAddress, UnsafeRawPointer(bitPattern: low))
            }
            var marker = 0
            let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
            return max(0, here - low)
        #else
            return 0
        #endif
    }

    #if canImport(Glibc)
        /// glibc's `pthread_getattr_np`, which its headers declare only under `_GNU_SOURCE`.
        private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> CInt
        private static let getAttributes: GetAttributes? = dlsym(nil, "pthread_getattr_np").map {
            unsafeBitCast($0, to: GetAttributes.self)
        }

        /// Each thread's lowest stack address, once looked up.
        private static let lowestStackAddress: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()
    #endif

    private final class Job {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }

    /// Runs `body` on a new large-stack thread without waiting for it; false if no thread
    /// was created (the caller then runs `body` itself).
    static func start(_ body: @escaping () -> Void) -> Bool {
        start(Job(body), waits: false)
    }

    /// A thread `spawn` started, which its starter waits for with `join()`.
    final class Spawned {
        private let thread: Thread
        private var isJoined = false

        fileprivate init(_ thread: Thread) {
            self.thread = thread
        }

        /// Waits for the thread's work to end: what it wrote is then the caller's to read.
        /// Once joined, it returns at once.
        func join() {
            guard !isJoined else { return }
            isJoined = true
            #if canImport(Darwin)
                guard let thread else { return }
            #endif
            pthread_join(thread, nil)
        }
    }

    /// Runs `body` on a new large-stack thread while the caller goes on; nil if no thread
    /// was created (the caller then runs `body` itself). The caller must `join()` it.
    static func spawn(_ body: @escaping () -> Void) -> Spawned? {
        create(Job(body)).map(Spawned.init)
    }

    /// Creates the thread, runs the job on it and (when `waits`) joins it; false if no thread
    /// was created.
    private static func start(_ job: Job, waits: Bool = true) -> Bool {
        guard let thread = create(job) else { return false }
        #if canImport(Darwin)
            guard let thread else { return true }
        #endif
        if waits {
            pthread_join(thread, nil)
        } else {
            pthread_detach(thread)
        }
        return true
    }

    #if canImport(Darwin)
        fileprivate typealias Thread = pthread_t?
    #else
        fileprivate typealias Thread = pthread_t
    #endif

    /// A new large-stack thread running `job`, joinable; nil if none was created.
    private static func create(_ job: Job) -> Thread? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return nil }
        let context = Unmanaged.passRetained(job)
        var thread = Thread()
        let created = pthread_create(&thread, &attributes, { raw in
            #if canImport(Darwin)
                let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
            #else
                guard let raw else { return nil }
                let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
            #endif
            job.work()
            return nil
        }, context.toOpaque())
        guard created == 0 else {
            context.release()
            return nil
        }
        return thread
    }
}
