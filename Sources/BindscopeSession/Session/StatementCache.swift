import BindscopeCompiler
import BindscopeLanguage
import BindscopeRuntime

/// Checked statements kept for the later statements of the same shape (`StatementShape`): a
/// script of many lines alike (`model.rows[3].cells[1].value = 17`, then `… = 18`) is checked
/// once per shape, and each later line runs the checked tree of the first with its own literal
/// values in the tree's slots (`LiteralSlots`).
///
/// What makes it exact:
/// - A literal whose value the checker used (a fixed subscript index, a folded constant, a
///   type chosen by context) is "baked": the tree serves only statements with that value
///   there, so those values key the entries of a shape.
/// - A tree serves only the checker it was checked by, at the same revision: any declaration,
///   any statement that is not an expression or an assignment, and anything a check changed
///   (a first assignment initializing a variable, a library type's first use) starts afresh.
/// - Only a statement that checked without error is kept; a later one that fails to run is
///   rolled back as any other, its error placed on its own line (`relocated`).
///
/// The entries live on the parse's shape templates, so they go with the parse.
final class ShapeEntries {
    /// The checker and its revision the entries were checked by. A declaration's shape moves
    /// its revision on past each line of it that ran (see `Session.runShapedDeclaration`).
    let checker: Checker
    /// Read and moved on for every line alike: no dynamic exclusivity check (one read or one
    /// store each, running no session code).
    @exclusivity(unchecked) var revision: Int
    /// The literals every entry's tree depends on by value, by index.
    let bakedIndices: [Int]
    /// By a hash of the baked literals' values (0 when there are none).
    private var entries: [Int: CachedStatement] = [:]
    /// The one entry when no literal is baked (`let b17 = $items[17]`), kept without hashing.
    @exclusivity(unchecked) private var sole: CachedStatement?
    /// Entries kept for one shape at most: beyond, the shape starts afresh.
    private static let capacity = 4096

    init(checker: Checker, revision: Int, bakedIndices: [Int]) {
        self.checker = checker
        self.revision = revision
        self.bakedIndices = bakedIndices
    }

    private func key(_ literals: ShapeLiterals) -> Int {
        var hash = 0
        for index in bakedIndices { hash = (hash &* 0x100_0000_01B3) ^ literals[index] }
        return hash
    }

    func entry(for literals: ShapeLiterals) -> CachedStatement? {
        if bakedIndices.isEmpty { return sole }
        guard let entry = entries[key(literals)] else { return nil }
        for (index, value) in zip(bakedIndices, entry.bakedValues) where literals[index] != value { return nil }
        return entry
    }

    func store(_ entry: CachedStatement) {
        if bakedIndices.isEmpty {
            sole = entry
            return
        }
        if entries.count >= Self.capacity { entries = [:] }
        entries[key(entry.literals)] = entry
    }
}

/// One checked statement kept for its shape: the whole statement, or for a declaration
/// (`let b17 = $items[17]`) its checked value, as each line alike declares its own name.
final class CachedStatement {
    let step: TopLevelStatement?
    let declaredValue: Checked?
    let slots: LiteralSlots
    /// The literals of the statement it was checked from, and the values of the baked ones.
    let literals: ShapeLiterals
    let bakedValues: [Int]
    /// Where the statement it was checked from starts.
    let location: SourceLocation

    init(
        step: TopLevelStatement?, declaredValue: Checked? = nil, slots: LiteralSlots, literals: ShapeLiterals,
        bakedIndices: [Int], location: SourceLocation
    ) {
        self.step = step
        self.declaredValue = declaredValue
        self.slots = slots
        self.literals = literals
        self.bakedValues = bakedIndices.map { literals[$0] }
        self.location = location
    }

    /// An error placed within the statement it was checked from, placed at the same spot of
    /// `statement` (of the same shape: the same columns, lines shifted); one placed anywhere
    /// else (in a function the statement called) stays.
    func relocated(_ diagnostic: Diagnostic, to statement: Statement, template: ShapeTemplate) -> Diagnostic {
        var moved = diagnostic
        let start = SourceLocation(line: location.line, column: template.startColumn)
        let end = SourceLocation(line: location.line + template.endLineOffset, column: template.endColumn)
        if moved.location >= start, moved.location <= end {
            moved.location.line += statement.location.line - location.line
        }
        moved.notes = moved.notes.map { relocated($0, to: statement, template: template) }
        return moved
    }
}

extension Checker {
    /// Changes whenever anything a check depends on may have changed: declarations, a
    /// variable's initialization, the library's first use… (see `StatementCache`).
    var cacheRevision: Int {
        revision &+ sessionScope.revision &+ moduleScope.revision &+ sessionFunction.revision
    }
}

extension Session {
    /// At most this many checked statements are kept (a few megabytes).
    static let keptStatementLimit = 4096

    /// The checked statement kept for `statement`'s shape and literals, if any.
    func cachedStatement(for shape: StatementShape) -> CachedStatement? {
        guard let cached = shape.template.cached else { return nil }
        let entries = unsafeDowncast(cached, to: ShapeEntries.self)
        guard entries.checker === checker, entries.revision == checker.cacheRevision else {
            shape.template.cached = nil
            return nil
        }
        return entries.entry(for: shape.literals)
    }

    /// Keeps `step`, checked from `statement` with `recorder` noting its literals, for the
    /// later statements of its shape.
    func keep(
        _ step: TopLevelStatement?, declaredValue: Checked? = nil, _ statement: Statement, shape: StatementShape,
        recorder: LiteralRecorder, revision: Int
    ) {
        keptStatements += 1
        if keptStatements > Self.keptStatementLimit {
            // Memory stays bounded: everything kept so far is let go of (each shape drops its
            // entries when next met), and keeping starts afresh.
            keptStatements = 0
            checker.revision &+= 1
            return
        }
        let bakedIndices = recorder.bakedIndices
        var entries = shape.template.cached.map { unsafeDowncast($0, to: ShapeEntries.self) }
        if let existing = entries, existing.checker !== checker || existing.revision != revision || existing.bakedIndices != bakedIndices {
            entries = nil
        }
        let kept = entries ?? ShapeEntries(checker: checker, revision: revision, bakedIndices: bakedIndices)
        kept.store(
            CachedStatement(
                step: step, declaredValue: declaredValue, slots: recorder.slots, literals: shape.literals, bakedIndices: bakedIndices,
                location: statement.location))
        shape.template.cached = kept
    }
}
