/// A source location in two 32-bit halves, for what a session keeps by the hundred thousand
/// (a variable's declaration, a history entry's start): the parser keeps offsets in 32 bits,
/// so no line or column of a source it parsed is larger.
public struct CompactLocation: Hashable, Sendable {
    private let line: Int32
    private let column: Int32

    public init(_ location: SourceLocation) {
        line = Int32(truncatingIfNeeded: location.line)
        column = Int32(truncatingIfNeeded: location.column)
    }

    public var location: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }
}
