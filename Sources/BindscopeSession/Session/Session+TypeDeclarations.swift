import BindscopeCompiler
import BindscopeLanguage
import BindscopeRuntime

extension Statement {
    /// A `struct`, `enum` or `extension`: what Swift declares before anything in the file runs.
    var declaresType: Bool {
        switch kind {
        case .structure, .enumeration, .extensionDeclaration: true
        default: false
        }
    }

    /// The name a `struct`, `class`, `enum` or `protocol` declares.
    var declaredTypeName: String? {
        switch kind {
        case .structure(let declaration): declaration.name
        case .enumeration(let declaration): declaration.name
        case .protocolDeclaration(let declaration): declaration.name
        default: nil
        }
    }
}

extension Session {
    /// Swift declares a file's types all together, so one may name a type declared below it
    /// (`struct Todo { var priority: Priority }` above `enum Priority`), in a stored property,
    /// a payload, a default value or a method body. A run of consecutive type declarations is
    /// declared the same way: one that fails (and is rolled back) is tried again after the
    /// others, for as long as a round declares something new. Whatever still fails then is a
    /// real error, returned in source order.
    func runTypeDeclarations(_ group: [Statement], in text: SourceText, options: Options) -> [(Statement, Diagnostic)] {
        var pending = group
        checker.typesDeclaredLater = Set(group.compactMap(\.declaredTypeName))
        // A class declared again later in the same file (it waited for a global, or failed
        // when hoisted) fills the shell its subclasses already point to, not a new one.
        var shells = Checker.forwardClasses(for: group)
        for (name, shell) in keptForwardClasses where shells[name] != nil { shells[name] = shell }
        keptForwardClasses.merge(shells) { _, new in new }
        checker.forwardClasses = shells
        // The run is one entry of the history, replayed as a run (each may name the others).
        let isNested = history.isDeclaringTypes
        history.isDeclaringTypes = true
        defer {
            checker.typesDeclaredLater = []
            checker.forwardClasses = [:]
            history.isDeclaringTypes = isNested
        }
        while true {
            var failures: [(Statement, Diagnostic)] = []
            for statement in pending {
                if let failure = runTopLevel(statement, in: text, options: options) {
                    failures.append((statement, failure))
                }
            }
            if failures.isEmpty || failures.count == pending.count {
                if !isNested {
                    let failed = Set(failures.map(\.0.location))
                    recordTypes(group.filter { !failed.contains($0.location) }, in: text, options: options)
                }
                return failures
            }
            pending = failures.map(\.0)
        }
    }
}

extension Session {
    /// Swift declares every type of a file before anything in it runs, so a function, a
    /// statement or a type may name a type declared further down (after other statements).
    /// When something fails, the type declarations later in the same run that have not been
    /// declared yet are declared (each one that succeeds is skipped when the run reaches it);
    /// returns whether any was, so the failure is worth trying again.
    func declareLaterTypes(
        _ later: some Sequence<Statement>, hoisted: inout Set<SourceLocation>, in text: SourceText, options: Options
    ) -> Bool {
        let candidates = later.filter { $0.declaresType && !hoisted.contains($0.location) }
        guard !candidates.isEmpty else { return false }
        let failed = Set(runTypeDeclarations(candidates, in: text, options: options).map(\.0.location))
        let declared = candidates.map(\.location).filter { !failed.contains($0) }
        hoisted.formUnion(declared)
        return !declared.isEmpty
    }
}

extension Session {
    /// Whether a statement is one of a file's declarations a session's program hoists to file
    /// scope: a type declaration, extension or protocol, or a type or type alias nested in
    /// one (which the parser places before it).
    static func declaresDeinitializer(_ statement: Statement) -> Bool {
        guard case .structure(let declaration) = statement.kind, declaration.isClass else { return false }
        return declaration.members.contains { member in
            if case .deinitializer = member { return true }
            return false
        }
    }

    static func isFileScopeType(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .protocolDeclaration: true
        case .typeAlias(let name, _, _, _): name.contains(".")
        default: statement.declaresType
        }
    }

    /// Whether some line of `source` starts, at column 0, with a word that may begin a type
    /// declaration (`struct`, `final class`, `@propertyWrapper`…): only then is a file read
    /// ahead to declare its types first, so a script of plain statements keeps its parse
    /// overlapping its run, and its memory bounded by the statements in flight.
    static func mayDeclareTypes(_ source: String) -> Bool {
        lastTypeDeclarationLine(source) != nil
    }

    /// The last line of `source` that starts, after any indentation, with a word that may
    /// begin a type declaration (see `mayDeclareTypes`), or nil when none does. No type
    /// declaration starts below it, so hoisting needs to read the script only that far
    /// ahead: a long script with its types at the top is never held whole.
    static func lastTypeDeclarationLine(_ source: String) -> Int? {
        var scan = LineStartScan()
        var source = source
        source.withUTF8 { scan.feed($0) }
        scan.finish()
        return scan.lastTypeLine
    }

    /// `hoistsTypeDeclarations`: declares the file's file-scope types before anything runs.
    /// Each one is marked in `hoisted`, so the run skips it; one that failed is returned with
    /// its error, which the run reports when it reaches it, as it would have without hoisting.
    func declareFileScopeTypes(_ statements: some Collection<Statement>, in text: SourceText, options: Options) -> [SourceLocation: Diagnostic] {
        let types = statements.filter(Session.isFileScopeType)
        guard !types.isEmpty else { return [:] }
        // A type declared above a class with a `deinit` may end its instances too.
        if types.contains(where: Session.declaresDeinitializer) { checker.implicitCalls.hasDeinitializers = true }
        let failures = runTypeDeclarations(types, in: text, options: options)
        return Dictionary(failures.map { ($0.0.location, $0.1) }, uniquingKeysWith: { first, _ in first })
    }
}

/// What a script's line starts tell before it runs, read in one pass that may be fed the
/// text in pieces (a mapped file is scanned a piece at a time, see `ScriptFile.scan`):
/// the last line that may start a type declaration (`Session.lastTypeDeclarationLine`) and
/// whether a command reads the history (`Session.looksBack`).
struct LineStartScan {
    private(set) var lastTypeLine: Int?
    private(set) var looksBack = false
    private var lineNumber = 1
    /// The line's first bytes after its indentation (as many as a test needs).
    private var head: [UInt8] = []
    private var indented = true
    private static let headLength = 16

    private static let typeWords: [[UInt8]] = [
        "struct ", "class ", "enum ", "protocol ", "extension ", "final ", "indirect ", "@", "private ",
        "fileprivate ", "public ", "internal ", "open ", "typealias ",
    ].map { Array($0.utf8) }
    /// Their first bytes: most lines start with none of them.
    private static let typeInitials = Set(typeWords.map { $0[0] })

    init() { head.reserveCapacity(Self.headLength) }

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                endLine()
            } else if head.count < Self.headLength {
                if indented, byte == 0x20 || byte == 0x09 { continue }
                indented = false
                head.append(byte)
            }
        }
    }

    mutating func finish() { endLine() }

    private mutating func endLine() {
        if let first = head.first {
            if first == UInt8(ascii: ":") {
                let name = head.dropFirst().prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
                if let command = CommandKind(named: String(decoding: name, as: UTF8.self)), Session.readsHistory(command) {
                    looksBack = true
                }
            } else if Self.typeInitials.contains(first), Self.typeWords.contains(where: { head.starts(with: $0) }) {
                lastTypeLine = lineNumber
            }
        }
        lineNumber += 1
        head.removeAll(keepingCapacity: true)
        indented = true
    }
}
