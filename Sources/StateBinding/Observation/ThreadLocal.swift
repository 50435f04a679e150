#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value each thread has its own of, as `TransactionContext` is: what runs on one thread
/// (a view host's bodies, their reads) never sees another thread's. Tests run hosts on many
/// threads at once.
package final class ThreadLocal<Value>: @unchecked Sendable {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var key = pthread_key_t()
    private let initial: () -> Value

    package init(_ initial: @escaping () -> Value) {
        self.initial = initial
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }

    package var value: Value {
        get { box.value }
        set { box.value = newValue }
    }

    private var box: Box {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
        }
        let box = Box(initial())
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }
}
