/// Builds a view from the statements of a closure or body, as SwiftUI's `ViewBuilder`: one
/// view stays itself, several become a `TupleView`, an `if` an optional view, an `if`/`else`
/// or a `switch` a `_ConditionalContent` (each branch its own place in the tree).
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side, made by a builder block.
public struct TupleView<T>: _BuiltinView {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .group(Mirror(reflecting: value).children.compactMap { $0.value as? any View })
    }
}

/// One branch of an `if`/`else`: each is a place of its own.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _BuiltinView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        switch storage {
        case .trueContent(let view): .branch(0, view)
        case .falseContent(let view): .branch(1, view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is drawn by the view host and has no body") }
}

extension Optional: _BuiltinView where Wrapped: View {
    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        .optional(self.map { $0 as any View })
    }
}

/// No view at all.
public struct EmptyView: _BuiltinView {
    public init() {}

    public func _content(in system: CompiledViews) -> ViewContent<any View> { .group([]) }
}

/// Views drawn at their parent's level, as one.
public struct Group<Content: View>: _BuiltinView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> { .group([content]) }
}

/// A view whose type is hidden: its content's type is still part of its identity.
public struct AnyView: _BuiltinView {
    let view: any View

    public init<V: View>(_ view: V) {
        self.view = view
    }

    public init<V: View>(erasing view: V) {
        self.view = view
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> { .erased(view) }
}
