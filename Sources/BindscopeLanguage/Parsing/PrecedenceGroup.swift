/// A precedence group: how tightly its operators bind, and how a chain of them associates.
///
/// Swift orders groups partially (`higherThan:`, `lowerThan:`); the parser needs only to
/// compare the groups of two operators side by side, so each group gets a rank on one line,
/// a declared group's rank falling between those of the groups it is declared against.
struct PrecedenceGroup: Comparable, Sendable {
    enum Associativity: Sendable { case left, right, none }

    var name: String
    var rank: Double
    var associativity: Associativity

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    static let assignment = PrecedenceGroup(name: "AssignmentPrecedence", rank: 0, associativity: .right)
    static let ternary = PrecedenceGroup(name: "TernaryPrecedence", rank: 1, associativity: .right)
    /// Swift's `DefaultPrecedence`: an infix operator declared without a group's. Also where
    /// an operator swiftc cannot find is folded, so that parsing can go on.
    static let unknown = PrecedenceGroup(name: "DefaultPrecedence", rank: 2, associativity: .none)
    static let logicalDisjunction = PrecedenceGroup(name: "LogicalDisjunctionPrecedence", rank: 3, associativity: .left)
    static let logicalConjunction = PrecedenceGroup(name: "LogicalConjunctionPrecedence", rank: 4, associativity: .left)
    static let comparison = PrecedenceGroup(name: "ComparisonPrecedence", rank: 5, associativity: .none)
    static let nilCoalescing = PrecedenceGroup(name: "NilCoalescingPrecedence", rank: 6, associativity: .right)
    static let casting = PrecedenceGroup(name: "CastingPrecedence", rank: 7, associativity: .left)
    static let rangeFormation = PrecedenceGroup(name: "RangeFormationPrecedence", rank: 8, associativity: .none)
    static let addition = PrecedenceGroup(name: "AdditionPrecedence", rank: 9, associativity: .left)
    static let multiplication = PrecedenceGroup(name: "MultiplicationPrecedence", rank: 10, associativity: .left)
    static let bitwiseShift = PrecedenceGroup(name: "BitwiseShiftPrecedence", rank: 11, associativity: .none)

    /// The standard library's groups, lowest first.
    static let standard: [PrecedenceGroup] = [
        .assignment, .ternary, .unknown, .logicalDisjunction, .logicalConjunction, .comparison,
        .nilCoalescing, .casting, .rangeFormation, .addition, .multiplication, .bitwiseShift,
    ]

    /// The group of one of the standard binary operators the lexer knows.
    init?(binary op: Operator) {
        switch op {
        case .or: self = .logicalDisjunction
        case .and: self = .logicalConjunction
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .patternMatch, .identical, .notIdentical:
            self = .comparison
        case .nilCoalescing: self = .nilCoalescing
        case .halfOpenRange, .closedRange: self = .rangeFormation
        case .plus, .minus, .overflowAdd, .overflowSubtract, .bitwiseOr, .bitwiseXor: self = .addition
        case .multiply, .divide, .remainder, .overflowMultiply, .ampersand: self = .multiplication
        case .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight: self = .bitwiseShift
        default: return nil
        }
    }

    init(name: String, rank: Double, associativity: Associativity) {
        self.name = name
        self.rank = rank
        self.associativity = associativity
    }
}
