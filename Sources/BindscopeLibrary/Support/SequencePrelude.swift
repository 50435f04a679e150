/// The library's generic sequence types a session's own types need, as session-language source
/// every session starts with, like the Combine prelude: `AnyIterator` and `AnySequence`
/// (type erasers: a closure, or any sequence of the element type); `Slice<Base>`, what a
/// range subscript and `SubSequence` give a session's own Collection that declares no
/// SubSequence of its own (`grid[1...]`); and `DefaultIndices`, its `indices` unless it is
/// random-access with Int indices. Their stored properties are named and
/// ordered as the library's, as `print` shows them (made by their memberwise initializer, as
/// no `Range` of a type's own index could be, when the index is not Int):
/// `Slice<Grid>(_startIndex: 1, _endIndex: 3, _base: Grid(cells: [1, 2, 3]))`.
public enum SequencePrelude {
    public static let source = #"""
struct AnyIterator<Element>: IteratorProtocol, Sequence {
    private var _next: () -> Element?
    init(_ next: @escaping () -> Element?) { _next = next }
    init<I: IteratorProtocol>(_ base: I) where I.Element == Element {
        var iterator = base
        _next = { iterator.next() }
    }
    mutating func next() -> Element? { _next() }
}
struct AnySequence<Element>: Sequence {
    private var _makeIterator: () -> AnyIterator<Element>
    init(_ makeUnderlyingIterator: @escaping () -> AnyIterator<Element>) { _makeIterator = makeUnderlyingIterator }
    init<S: Sequence>(_ base: S) where S.Element == Element {
        _makeIterator = {
            var iterator = base.makeIterator()
            return AnyIterator { iterator.next() }
        }
    }
    func makeIterator() -> AnyIterator<Element> { _makeIterator() }
}
struct Slice<Base: Collection>: Collection {
    var _startIndex: Base.Index
    var _endIndex: Base.Index
    var _base: Base
    var base: Base { _base }
    var startIndex: Base.Index { _startIndex }
    var endIndex: Base.Index { _endIndex }
    func index(after i: Base.Index) -> Base.Index { _base.index(after: i) }
    subscript(position: Base.Index) -> Base.Element { _base[position] }
}
// As the library's: as far as its base goes.
extension Slice: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index { _base.index(before: i) }
}
extension Slice: RandomAccessCollection where Base: RandomAccessCollection {}
struct DefaultIndices<Elements: Collection>: Collection {
    var _elements: Elements
    var _startIndex: Elements.Index
    var _endIndex: Elements.Index
    var startIndex: Elements.Index { _startIndex }
    var endIndex: Elements.Index { _endIndex }
    func index(after i: Elements.Index) -> Elements.Index { _elements.index(after: i) }
    subscript(position: Elements.Index) -> Elements.Index { position }
}
extension DefaultIndices: BidirectionalCollection where Elements: BidirectionalCollection {
    func index(before i: Elements.Index) -> Elements.Index { _elements.index(before: i) }
}
"""#
}
