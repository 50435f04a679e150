import BindscopeLanguage
import BindscopeRuntime

// Rolling back a failed statement: the session takes a snapshot before each statement and
// restores it when the statement fails to check or to run, so it leaves no declaration
// behind. What comes back is the session scope's names, the session's declared types
// (`DeclaredTypes`) and the REPL entry's declarations; the rest of the checker's state is
// either working state a statement leaves as it found it, or not a statement's to undo
// (`ModuleTypes`, `ExtensionRegistry`, `ImplicitCalls`).
extension Checker {
    /// The state to come back to when the statement about to be checked fails. Taking one
    /// commits the statements before it (a snapshot is only ever restored for the latest).
    public struct Snapshot {
        fileprivate let nameChanges: Int
        fileprivate let tables: Tables

        /// The tables kept, in one object: a snapshot is taken (and reused) for every
        /// statement, and copying one is then a single retain rather than one per table.
        fileprivate final class Tables {
            let declared: DeclaredTypes
            let entryDeclarations: Set<String>

            init(declared: DeclaredTypes, entryDeclarations: Set<String>) {
                self.declared = declared
                self.entryDeclarations = entryDeclarations
            }
        }
    }

    public func snapshot() -> Snapshot {
        sessionScope.commitChanges()
        let nameChanges = sessionScope.changeCount
        // Each table a snapshot keeps moves `revision` on when it changes: at the same revision
        // the last snapshot still holds (lines alike declare one name after another and change
        // none of them), and the tables need not be read again.
        if let last = lastSnapshot, last.revision == revision, last.snapshot.nameChanges == nameChanges {
            return last.snapshot
        }
        let made = Snapshot(
            nameChanges: nameChanges,
            tables: Snapshot.Tables(declared: declared, entryDeclarations: entryDeclarations))
        lastSnapshot = (revision, made)
        return made
    }

    public func restore(_ snapshot: Snapshot) {
        sessionScope.restore(toChangeCount: snapshot.nameChanges)
        let tables = snapshot.tables
        // Table by table, each write moving `revision` on, as when each was a property of its
        // own: the caches keyed on `revision` see the same sequence of changes.
        declared.types = tables.declared.types
        declared.typeAliases = tables.declared.typeAliases
        declared.genericTypeAliases = tables.declared.genericTypeAliases
        entryDeclarations = tables.entryDeclarations
        declared.genericTypes = tables.declared.genericTypes
        instantiation.bindings = [:]
        scope = sessionScope
    }
}
