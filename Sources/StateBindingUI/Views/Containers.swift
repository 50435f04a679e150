/// The containers: each drawn as a line (`VStack`, `List`, `Section "Pets"`) with its
/// content below it. Layout parameters are accepted and kept out of the drawing.
public struct VStack<Content: View>: _BuiltinView {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "VStack"), children: [content])
    }
}

public struct HStack<Content: View>: _BuiltinView {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "HStack"), children: [content])
    }
}

public struct ZStack<Content: View>: _BuiltinView {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "ZStack"), children: [content])
    }
}

public struct List<Content: View>: _BuiltinView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "List"), children: [content])
    }
}

extension List {
    /// A list of rows, one per element, identified by the elements' ids.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list of rows, one per element, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

public struct Section<Content: View>: _BuiltinView {
    let title: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "Section", title: title), children: [content])
    }
}

public struct ScrollView<Content: View>: _BuiltinView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "ScrollView"), children: [content])
    }
}

public struct NavigationStack<Content: View>: _BuiltinView {
    let content: Content

    public init(@ViewBuilder root: () -> Content) {
        content = root()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "NavigationStack"), children: [content])
    }
}

public struct Form<Content: View>: _BuiltinView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "Form"), children: [content])
    }
}

/// Stack alignments: accepted, not drawn.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
public enum Alignment: Sendable { case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing }
