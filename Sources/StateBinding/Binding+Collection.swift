/// A binding to a mutable collection is a collection of bindings to its elements, so
/// `$items[0]` and `for item in $items` work. Each element binding captures its index.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    /// The bound collection's start index, now.
    public var startIndex: Index { location.read { $0.startIndex } }
    /// The bound collection's end index, now.
    public var endIndex: Index { location.read { $0.endIndex } }
    /// The bound collection's indices, now.
    public var indices: Indices { location.read { $0.indices } }

    /// The bound collection's index after `index`.
    public func index(after index: Index) -> Index {
        location.read { $0.index(after: index) }
    }

    /// A binding to the element at `position`, at that index whatever happens to the
    /// collection later.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            location: ElementLocation(parent: location, index: position),
            transaction: transaction)
    }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
    /// The bound collection's index before `index`.
    public func index(before index: Index) -> Index {
        location.read { $0.index(before: index) }
    }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}
