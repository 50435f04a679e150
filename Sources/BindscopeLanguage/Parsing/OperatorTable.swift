/// The operators a source declares (`prefix operator !!`, `infix operator <>: AdditionPrecedence`)
/// and its precedence groups (`precedencegroup PowerPrecedence { higherThan: … }`), with the
/// standard library's: the one table the parser folds operator sequences by.
///
/// Swift's operator and precedence-group declarations are file-scope and order-free (a use may
/// come before the declaration), so the table is read from the whole source before parsing
/// (`declared(in:)`), by a scan of the lines that start such a declaration.
struct OperatorTable: Sendable {
    /// Groups by name: the standard ones and those declared.
    private(set) var groups: [String: PrecedenceGroup]
    /// Declared infix operators, by spelling, with their group.
    private(set) var infix: [String: PrecedenceGroup] = [:]
    private(set) var prefix: Set<String> = []
    private(set) var postfix: Set<String> = []

    static let standard = OperatorTable()

    private init() {
        groups = Dictionary(uniqueKeysWithValues: PrecedenceGroup.standard.map { ($0.name, $0) })
    }

    var isEmpty: Bool { infix.isEmpty && prefix.isEmpty && postfix.isEmpty }

    /// The group of a declared infix operator, nil when `spelling` is not one.
    func infixGroup(_ spelling: String) -> PrecedenceGroup? { infix[spelling] }

    func isDeclared(prefix spelling: String) -> Bool { prefix.contains(spelling) }
    func isDeclared(postfix spelling: String) -> Bool { postfix.contains(spelling) }

    // MARK: Reading declarations

    /// The standard table with what `source` declares; the standard one when the words
    /// `operator` and `precedencegroup` occur nowhere in it (most sessions).
    /// `earlier`: declarations made before this source (a REPL's earlier entries).
    static func declared(in source: UnsafeBufferPointer<UInt8>, earlier: String = "") -> OperatorTable {
        guard !earlier.isEmpty || contains("operator", in: source) || contains("precedencegroup", in: source) else {
            return .standard
        }
        let text = earlier + "\n" + String(decoding: source, as: UTF8.self)
        var table = OperatorTable.standard
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        // Infix operators wait for every group: a group may be declared after its operator.
        var infixGroupNames: [(spelling: String, group: String)] = []
        while let line = lines.popFirst() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == ";" })
            guard words.count >= 2 else { continue }
            if words[1] == "operator", words.count >= 3 {
                let spelling = String(words[2])
                switch words[0] {
                case "prefix": table.prefix.insert(spelling)
                case "postfix": table.postfix.insert(spelling)
                case "infix":
                    infixGroupNames.append((spelling, words.count >= 4 ? String(words[3]) : PrecedenceGroup.unknown.name))
                default: break
                }
            } else if words[0] == "precedencegroup" {
                // The group's body, to its closing brace (on this line or a later one).
                var body = String(line.drop { $0 != "{" })
                while !body.contains("}"), let next = lines.popFirst() { body += "\n" + next }
                table.declareGroup(named: String(words[1].prefix { $0 != "{" }), body: body)
            }
        }
        for (spelling, group) in infixGroupNames { table.infix[spelling] = table.groups[group] ?? .unknown }
        return table
    }

    /// Adds a group from its body's `higherThan:`, `lowerThan:` and `associativity:`, ranked
    /// between the groups it names (or next to the one it names).
    private mutating func declareGroup(named name: String, body: String) {
        let words = body.split(whereSeparator: { " \t\n:;,{}".contains($0) }).map(String.init)
        func value(after key: String) -> String? {
            guard let index = words.firstIndex(of: key), index + 1 < words.count else { return nil }
            return words[index + 1]
        }
        var associativity = PrecedenceGroup.Associativity.none
        switch value(after: "associativity") {
        case "left": associativity = .left
        case "right": associativity = .right
        default: break
        }
        let ranks = groups.values.map(\.rank)
        let above = value(after: "higherThan").flatMap { groups[$0]?.rank }
        let below = value(after: "lowerThan").flatMap { groups[$0]?.rank }
        let rank: Double
        switch (above, below) {
        case let (low?, high?):
            rank = (low + high) / 2
        case let (low?, nil):
            let next = ranks.filter { $0 > low }.min() ?? low + 2
            rank = (low + next) / 2
        case let (nil, high?):
            let next = ranks.filter { $0 < high }.max() ?? high - 2
            rank = (next + high) / 2
        case (nil, nil):
            rank = PrecedenceGroup.unknown.rank
        }
        groups[name] = PrecedenceGroup(name: name, rank: rank, associativity: associativity)
    }

    private static func contains(_ word: StaticString, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = word.utf8CodeUnitCount
        guard source.count >= count else { return false }
        let first = word.utf8Start[0]
        var index = 0
        while index <= source.count - count {
            if source[index] == first {
                var matches = true
                for offset in 1..<count where source[index + offset] != word.utf8Start[offset] {
                    matches = false
                    break
                }
                if matches { return true }
            }
            index += 1
        }
        return false
    }
}
