/// One view per element of a collection, as SwiftUI's `ForEach`: each element's view is
/// identified by the element's id (its `Identifiable.id`, or the key path given), so its
/// state follows the element, not the position; over a range, by offset.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _BuiltinView {
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let typeName = String(describing: Self.self)
        return .forEach(typeName: typeName, data.map { element in
            let id = id(element)
            return ForEachElement(id: AnyHashable(id), idText: "\(id)", view: content(element))
        })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        id = { $0 }
        self.content = content
    }
}
