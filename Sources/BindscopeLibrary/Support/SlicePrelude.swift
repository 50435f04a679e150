/// `Slice<Base>`, what a range subscript and `SubSequence` give a session's own Collection
/// that declares no SubSequence of its own (`grid[1...]`), as session-language source every
/// session starts with, like the Combine prelude. Its stored properties are named and
/// ordered as the library's, as `print` shows them:
/// `Slice<Grid>(_startIndex: 1, _endIndex: 3, _base: Grid(cells: [1, 2, 3]))`.
public enum SlicePrelude {
    public static let source = #"""
struct Slice<Base: Collection>: Collection {
    var _startIndex: Base.Index
    var _endIndex: Base.Index
    var _base: Base
    init(base: Base, bounds: Range<Base.Index>) {
        _startIndex = bounds.lowerBound
        _endIndex = bounds.upperBound
        _base = base
    }
    var base: Base { _base }
    var startIndex: Base.Index { _startIndex }
    var endIndex: Base.Index { _endIndex }
    func index(after i: Base.Index) -> Base.Index { _base.index(after: i) }
    subscript(position: Base.Index) -> Base.Element { _base[position] }
}
"""#
}
