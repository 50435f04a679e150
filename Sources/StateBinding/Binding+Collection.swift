/// A binding to a mutable collection is a collection of bindings to its elements, so
/// `$items[0]` and `for item in $items` work. Each element binding captures its index.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { location.read { $0.startIndex } }
    public var endIndex: Index { location.read { $0.endIndex } }
    public var indices: Indices { location.read { $0.indices } }

    public func index(after index: Index) -> Index {
        location.read { $0.index(after: index) }
    }

    public func formIndex(after index: inout Index) {
        index = location.read { $0.index(after: index) }
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
    public func index(before index: Index) -> Index {
        location.read { $0.index(before: index) }
    }

    public func formIndex(before index: inout Index) {
        index = location.read { $0.index(before: index) }
    }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}
