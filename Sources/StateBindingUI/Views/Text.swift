/// A line of text, as SwiftUI's `Text`. Drawn as `Text "Hello"`.
public struct Text: _BuiltinView, Equatable {
    let string: String

    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    public init(verbatim content: String) {
        string = content
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "Text", title: string), children: [])
    }
}

/// A title and an icon, as SwiftUI's `Label`: `Label "Add" systemImage: "plus"`.
public struct Label: _BuiltinView, Equatable {
    let title: String
    let systemImage: String

    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = String(title)
        systemImage = name
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "Label", title: title, detail: "systemImage: \(ViewGraph<CompiledViews>.quoted(systemImage))"), children: [])
    }
}

/// An image, by its name or a system symbol's: `Image systemName: "star"`.
public struct Image: _BuiltinView, Equatable {
    let name: String
    let isSystem: Bool

    public init(systemName: String) {
        name = systemName
        isSystem = true
    }

    public init(_ name: String) {
        self.name = name
        isSystem = false
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let detail = (isSystem ? "systemName: " : "") + ViewGraph<CompiledViews>.quoted(name)
        return .element(ViewElement(kind: "Image", detail: detail), children: [])
    }
}

/// Flexible space.
public struct Spacer: _BuiltinView, Equatable {
    public init() {}

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "Spacer"), children: [])
    }
}

/// A line between views.
public struct Divider: _BuiltinView, Equatable {
    public init() {}

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .element(ViewElement(kind: "Divider"), children: [])
    }
}
