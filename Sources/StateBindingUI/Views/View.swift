/// A piece of user interface, as SwiftUI's `View`: a value whose `body` says what it shows.
///
/// The views of this library are headless: `ViewHost` mounts them, runs their bodies by
/// SwiftUI's rules (see `ViewGraph`), acts on their controls and draws them as text.
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View
    /// What the view shows; runs when SwiftUI's rules say so, not when you read it.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View {
    /// Prints why this body is running, as SwiftUI's debugging aid does:
    /// `CounterView: _count changed.` Call it inside `body` (`let _ = Self._printChanges()`).
    public static func _printChanges() {
        print(BodyRuns.changesText(typeName: String(describing: Self.self)))
    }
}

/// A view of the library's own, drawn by the graph rather than made of a body: the compiled
/// twin of the interpreter's built-in views (`InterpretedViews.content(of:)` in
/// BindscopeViews reads the session-language declarations of the same views).
public protocol _BuiltinView: View where Body == Never {
    func _content(in system: CompiledViews) -> ViewContent<any View>
}

extension _BuiltinView {
    public var body: Never { fatalError("\(Self.self) is drawn by the view host and has no body") }
}
