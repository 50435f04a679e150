import BindscopeLanguage
import BindscopeRuntime

extension Session {
    /// A file is a program whose top-level code is one function (see Tests/Sessions/README.md):
    /// when it returns, its variables are released, the last declared first, and the objects
    /// that ends run their `deinit`s then, after everything else the program printed. Only
    /// once a class declares a `deinit` (nothing else can tell). A body that traps is
    /// reported as the compiled program would stop there. (A closure that captured a
    /// variable keeps it in Swift; here its value is gone too, which only a `deinit` calling
    /// such a closure could notice.)
    func endProgram() -> Diagnostic? {
        guard checker.implicitCalls.hasDeinitializers else { return nil }
        let frame = execution.frame
        guard frame.locals.count > firstSessionSlot else { return nil }
        for slot in (firstSessionSlot..<frame.locals.count).reversed() {
            // Emptied rather than dropped: the dependency graph names the session's boxes.
            if frame.locals[slot] !== Frame.unassigned { frame.locals[slot].value = .void }
            do {
                try execution.runPendingDeinitializers()
                execution.journal.commit()
            } catch {
                execution.journal.rollBack(in: execution)
                execution.discardPendingDeinitializers()
                return diagnostic(for: error, at: SourceLocation(line: 1, column: 1))
            }
        }
        return nil
    }
}
