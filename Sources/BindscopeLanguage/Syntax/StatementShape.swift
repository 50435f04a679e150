/// What a top-level statement of a script looks like with its integer literals left out, so
/// that lines differing only in those literals (`model.rows[3].cells[1].value = 17` and
/// `model.rows[4].cells[1].value = 18`) are known to be alike without comparing their trees:
/// the engine checks the first of them and runs the later ones from what it made (see
/// `StatementCache` in the engine).
///
/// Only an expression, an assignment or a plain declaration (`let b17 = $items[17]`, whose
/// name's trailing digits are left out too: see `Parser.shape(of:)`) has a shape, and only one
/// with no braces (so no closure, which could keep a literal past its statement) and no `#`
/// (`#line` differs from line to line with the same text). Alike means the same bytes from the
/// first token to the end of the last, starting at the same column, with each integer literal
/// of at most 18 decimal digits replaced by as many placeholder bytes: so every token of two
/// alike statements is at the same column, and on the same line relative to the statement's
/// first.
public final class StatementShape: @unchecked Sendable {
    /// The statements of this shape share one template.
    public let template: ShapeTemplate
    /// The values of the literals left out, in source order.
    public let literals: ShapeLiterals
    /// What a plain declaration declares, its own even in a copy: read from here, a line
    /// alike runs without taking its tree apart (nil for an expression or an assignment).
    public let declared: DeclaredName?
    /// Set when the parser did not parse the statement but found it alike an earlier one
    /// (`Parser.repeatedStatement`): its tree is that statement's, its name, literals and
    /// places included (its own name and name's place are in `declared`), until
    /// `SessionParser.reparse` makes its own, from byte `offset` of the source.
    public let isCopy: Bool
    let offset: Int

    /// A plain declaration's name as declared, where it is written, and whether `let` declares it.
    public struct DeclaredName: Sendable {
        public let name: String
        public let location: SourceLocation
        public let isConstant: Bool
    }

    init(template: ShapeTemplate, literals: ShapeLiterals, declared: DeclaredName?, copiedAt offset: Int? = nil) {
        self.template = template
        self.literals = literals
        self.declared = declared
        self.isCopy = offset != nil
        self.offset = offset ?? 0
    }
}

/// What statements of one shape have in common; one object per shape within a parse (the
/// parser looks shapes up in its `ShapeTable`).
public final class ShapeTemplate: @unchecked Sendable {
    /// The statement's text as described for `StatementShape` (after four bytes of its
    /// starting column), and its hash.
    let key: [UInt8]
    let hash: Int
    /// Where each left-out literal is: its line relative to the statement's first, and column.
    public let literalPositions: [(lineOffset: Int, column: Int)]
    /// The statement's extent: the column of its first token, and the line (relative) and
    /// column where its last token ends.
    public let startColumn: Int
    public let endLineOffset: Int
    public let endColumn: Int
    /// The engine's own (what it checked for this shape). Only the thread that checks and runs
    /// the statements reads or writes it; the parser never does.
    ///
    /// Read for every statement of the shape: no dynamic exclusivity check (each access is one
    /// read or one store, running nothing else). The engine reaches it through these
    /// accessors: a module accessing another's stored property checks it whatever the
    /// attribute (about 80 instructions a statement).
    public var cached: AnyObject? {
        get { storedCached }
        set { storedCached = newValue }
    }
    @exclusivity(unchecked) private var storedCached: AnyObject?
    /// The tree of the first statement of this shape, its height and token count, and where its
    /// literals are (byte offsets from its start, and lengths): what the parser gives for a
    /// later statement alike (`Parser.repeatedStatement`).
    let kind: Statement.Kind
    let height: Int
    let tokenCount: Int
    let literalRanges: [(offset: Int, count: Int)]
    /// For a plain declaration's shape (`let b17 = $items[17]`): where the declared name is
    /// (its bytes from the statement's start, its line relative to the statement's first and
    /// its column), which a later line alike spells with other digits.
    let declaredName: DeclaredNamePlace?
    /// The statement's last token, its offsets from the statement's start and its line
    /// relative to the statement's first: what stands for a later line's last token when the
    /// parser skips that line's tokens unlexed (`TokenSource.skip`).
    let lastToken: Token

    struct DeclaredNamePlace {
        let offset: Int
        let count: Int
        let lineOffset: Int
        let column: Int
        let isConstant: Bool
    }

    init(
        key: [UInt8], hash: Int, literalPositions: [(lineOffset: Int, column: Int)], startColumn: Int,
        endLineOffset: Int, endColumn: Int, kind: Statement.Kind, height: Int, tokenCount: Int,
        literalRanges: [(offset: Int, count: Int)], declaredName: DeclaredNamePlace?, lastToken: Token
    ) {
        self.key = key
        self.hash = hash
        self.literalPositions = literalPositions
        self.startColumn = startColumn
        self.endLineOffset = endLineOffset
        self.endColumn = endColumn
        self.kind = kind
        self.height = height
        self.tokenCount = tokenCount
        self.literalRanges = literalRanges
        self.declaredName = declaredName
        self.lastToken = lastToken
    }
}

/// The shapes one parse has met, by key. Bounded: past `capacity` shapes it starts afresh
/// (statements already parsed keep their templates), so a script of any length holds few.
final class ShapeTable {
    private static let capacity = 4096
    private var templates: [Int: [ShapeTemplate]] = [:]
    private var count = 0
    /// Reused for each statement's key, its literals' places and byte ranges (its literals'
    /// values are a `ShapeLiterals`, made for each).
    var key: [UInt8] = []
    var positions: [(lineOffset: Int, column: Int)] = []
    var ranges: [(offset: Int, count: Int)] = []
    /// The templates met last, the latest first: where the parser looks for a statement alike.
    /// Read for every line and reordered when another template comes first: no dynamic
    /// exclusivity check (nothing runs during either).
    @exclusivity(unchecked) private(set) var recent: [ShapeTemplate] = []
    private static let recentCount = 16

    /// The template whose key is `key` (made from `positions`, `ranges` and the rest when new).
    func template(
        startColumn: Int, endLineOffset: Int, endColumn: Int, kind: Statement.Kind, height: Int, tokenCount: Int,
        declaredName: ShapeTemplate.DeclaredNamePlace?, lastToken: Token
    ) -> ShapeTemplate {
        var hasher = Hasher()
        key.withUnsafeBytes { hasher.combine(bytes: $0) }
        let hash = hasher.finalize()
        if let found = templates[hash]?.first(where: { $0.key == key }) {
            noteUsed(found)
            return found
        }
        if count >= Self.capacity {
            templates = [:]
            count = 0
        }
        let template = ShapeTemplate(
            key: key, hash: hash, literalPositions: positions, startColumn: startColumn, endLineOffset: endLineOffset,
            endColumn: endColumn, kind: kind, height: height, tokenCount: tokenCount, literalRanges: ranges,
            declaredName: declaredName, lastToken: lastToken)
        templates[hash, default: []].append(template)
        count += 1
        noteUsed(template)
        return template
    }

    func noteUsed(_ template: ShapeTemplate) {
        if let position = recent.firstIndex(where: { $0 === template }) {
            if position > 0 {
                recent.remove(at: position)
                recent.insert(template, at: 0)
            }
            return
        }
        if recent.count >= Self.recentCount { recent.removeLast() }
        recent.insert(template, at: 0)
    }
}
