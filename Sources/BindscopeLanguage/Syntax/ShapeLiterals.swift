/// The values of the literals a statement's shape leaves out (`StatementShape.literals`), in
/// source order. Up to two are kept inline, as most lines alike have one or two
/// (`let b17 = $items[17]`): an array of their own cost each such line an allocation on the
/// parsing thread, and a free and reference counting on the thread running it (issue 14).
public struct ShapeLiterals: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    // Inline while there are at most two; the ones not given stay 0, so that the synthesized
    // equality and hash are those of the values.
    private var first = 0
    private var second = 0
    /// Every value, once there are more than two.
    private var spilled: [Int]?
    public private(set) var count = 0

    public init() {}

    public init(arrayLiteral values: Int...) {
        for value in values { append(value) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "literal index out of range")
        if let spilled { return spilled[position] }
        return position == 0 ? first : second
    }

    public mutating func append(_ value: Int) {
        switch count {
        case 0: first = value
        case 1: second = value
        case 2: spilled = [first, second, value]
        default: spilled?.append(value)
        }
        count += 1
    }
}
