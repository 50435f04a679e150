#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The transactions open on this thread, and the States written inside them.
///
/// Writes are synchronous, as `withTransaction`'s body is, so the current transaction is a
/// per-thread fact: a thread-local context, never a global. When the outermost scope closes,
/// every State written in it tells its observers once.
final class TransactionContext {
    private var openTransactions: [Transaction] = []
    private var writtenStates: [ObserverRegistry] = []

    /// The transaction in effect: the innermost open one, or an empty one.
    var transaction: Transaction { openTransactions.last ?? Transaction() }

    /// Runs `body` with `transaction` in effect (nil keeps the current one); closing the
    /// outermost scope delivers the changes of everything written inside it.
    func perform<Result>(
        _ transaction: Transaction?, _ body: () throws -> Result
    ) rethrows -> Result {
        openTransactions.append(transaction ?? self.transaction)
        defer {
            openTransactions.removeLast()
            if openTransactions.isEmpty { deliverChanges() }
        }
        return try body()
    }

    /// Remembers a State written in the current transaction (called once per State per group).
    func enqueue(_ registry: ObserverRegistry) {
        writtenStates.append(registry)
    }

    private func deliverChanges() {
        // Observers may write again: those writes form transactions of their own, delivered
        // by their own scopes, so take the list before delivering.
        let written = writtenStates
        writtenStates = []
        for registry in written { registry.deliverPendingChange() }
    }

    /// This thread's context.
    static var current: TransactionContext {
        if let pointer = pthread_getspecific(threadKey) {
            return Unmanaged<TransactionContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let context = TransactionContext()
        pthread_setspecific(threadKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }
}

/// The thread-local slot; its destructor releases a thread's context when the thread ends.
private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<TransactionContext>.fromOpaque(pointer).release()
    }
    return key
}()
