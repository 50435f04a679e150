/// A modifier of the session's own, as SwiftUI's `ViewModifier`: its `body(content:)` wraps
/// the view it is applied to (`.modifier(Card())`); it may hold state of its own.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier`'s body is given: the content it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _BuiltinView {
    let view: any View

    public func _content(in system: CompiledViews) -> ViewContent<any View> { .modifierContent(view) }
}

/// A modifier of the library's: what it does, for the graph.
public protocol _BuiltinModifier {
    var _effect: ModifierEffect { get }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier>: View {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { fatalError("ModifiedContent is drawn by the view host and has no body") }
}

/// How the compiled views see a `ModifiedContent`: a library modifier is an effect on its
/// content; a session's `ViewModifier` is a view with a body of its own (and its state).
protocol ModifiedView {
    var contentView: any View { get }
    var modifierValue: Any { get }
    var effect: ModifierEffect? { get }
    func modifierBody() -> any View
}

extension ModifiedContent: ModifiedView {
    var contentView: any View { content }
    var modifierValue: Any { modifier }
    var effect: ModifierEffect? { (modifier as? _BuiltinModifier)?._effect }

    func modifierBody() -> any View {
        guard let modifier = modifier as? any ViewModifier else { return content }
        return Self.body(of: modifier, content)
    }

    private static func body<M: ViewModifier>(of modifier: M, _ content: Content) -> any View {
        modifier.body(content: _ViewModifier_Content<M>(view: content))
    }
}

/// A library modifier that only changes how the view looks: kept in the tree as written.
public struct _StyleModifier: _BuiltinModifier {
    let text: String
    public var _effect: ModifierEffect { .style(text) }
}

/// A library modifier that acts: `.id`, `.onAppear`, `.onChange`, `.disabled`, `.tag`.
public struct _EffectModifier: _BuiltinModifier {
    public let _effect: ModifierEffect
}

extension View {
    /// Applies a session's own modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }

    func styled(_ text: String) -> ModifiedContent<Self, _StyleModifier> {
        ModifiedContent(content: self, modifier: _StyleModifier(text: text))
    }

    func acting(_ effect: ModifierEffect) -> ModifiedContent<Self, _EffectModifier> {
        ModifiedContent(content: self, modifier: _EffectModifier(_effect: effect))
    }

    /// The view's identity is `id`: when it changes, the view is a new one and its state
    /// starts over.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let text = String(reflecting: id)
        return acting(.identity(AnyHashable(id), text: text, isFresh: String(describing: ID.self) == "UUID"))
    }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        acting(.onAppear { action?() })
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        acting(.onDisappear { action?() })
    }

    /// Runs `action` with the old and the new value after an update that changed `value`
    /// (and once when the view appears, with `initial: true`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        acting(.onChange(OnChange(value: value, isEqual: { ($0 as? V) == ($1 as? V) }, initial: initial) { old, new in
            action(old as! V, new as! V)
        }))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        acting(.onChange(OnChange(value: value, isEqual: { ($0 as? V) == ($1 as? V) }, initial: initial) { _, _ in action() }))
    }

    /// Controls inside do nothing when `disabled`; an action on one says so.
    public func disabled(_ disabled: Bool) -> some View {
        acting(.disabled(disabled))
    }

    /// The value a Picker selects with this option.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        acting(.tag(AnyHashable(tag)))
    }
}

extension View where Self: Equatable {
    /// Compares the view with `==` to decide whether its body runs again.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

/// A view compared with `==`: its body runs again only when `==` says it changed.
public struct EquatableView<Content: View & Equatable>: _BuiltinView, Equatable {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> { .group([content]) }
}
