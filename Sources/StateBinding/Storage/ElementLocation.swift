/// A link to one element of a mutable collection (`$items[2]`, or `for item in $items`).
///
/// It captures the index, as SwiftUI's element bindings do: after a removal it reaches whatever
/// element now sits at that index, or traps out of range.
final class ElementLocation<Base: MutableCollection>: Location<Base.Element> {
    let parent: Location<Base>
    let index: Base.Index

    init(parent: Location<Base>, index: Base.Index) {
        self.parent = parent
        self.index = index
        super.init(registry: parent.registry)
    }

    override func read<Result>(_ body: (Base.Element) -> Result) -> Result {
        parent.read { body($0[index]) }
    }

    override func modify(_ body: (inout Base.Element) -> Void) {
        parent.modify { body(&$0[index]) }
    }

    override var value: Base.Element {
        get { read { $0 } }
        _modify { yield &parent.value[index] }
    }

    override func appendPath(to components: inout [StatePath.Component]) {
        parent.appendPath(to: &components)
        components.append(.index(Self.hashableIndex(index)))
    }

    /// Indices are only `Comparable`; most are `Hashable` too (Int for arrays), and the rest
    /// are named by their description so a path can still be compared and printed.
    private static func hashableIndex(_ index: Base.Index) -> AnyHashable {
        (index as? AnyHashable) ?? AnyHashable(String(describing: index))
    }
}
