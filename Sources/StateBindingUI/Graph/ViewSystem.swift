/// What the view graph needs of the views it runs, whoever made them.
///
/// The update rules (identity, invalidation, order, lifecycle) are written once, in
/// `ViewGraph`; two systems feed it: compiled Swift (`CompiledViews`, the views of this
/// library) and bindscope's interpreter (`InterpretedViews` in BindscopeViews), whose view
/// values are session values. A system answers questions about one view value at a time and
/// runs the code in it; it never decides when.
public protocol ViewSystem: AnyObject {
    /// A view value: a struct conforming to `View`, of a session's or of the library's.
    associatedtype View
    /// The storage a dynamic property reaches (a State's box): what reads and writes are of.
    associatedtype Source: Hashable
    /// What a body read: a source and where in it.
    associatedtype Read
    /// What an update wrote: a source and where in it.
    associatedtype Write

    /// The view's type as `_printChanges` and the tree name it: `CounterView`, `Card<Text>`.
    func typeName(of view: View) -> String

    /// What the view is: a view with a body of its own, or one of the library's built-in
    /// views (a primitive, a container, a modifier).
    func content(of view: View) throws -> ViewContent<View>

    /// Whether a re-created view has the same inputs as the one its identity had: `==` for an
    /// `Equatable` view, otherwise its stored properties one by one, dynamic properties left
    /// out (they have rules of their own) and a stored closure always different.
    func hasSameInputs(_ new: View, as old: View) -> Bool

    /// Attaches the view's dynamic properties to `kept`, the storage its identity already has
    /// (by property name), or, at its first mount (`kept` nil), keeps their own; returns them
    /// in declaration order with the storage to keep.
    func installProperties(of view: inout View, kept: [String: AnyObject]?) throws -> [InstalledProperty<Source>]

    /// `installProperties(of:kept:)`, with the environment the view is in, for
    /// `@Environment` and `@EnvironmentObject`.
    func installProperties(of view: inout View, kept: [String: AnyObject]?, environment: ViewEnvironment) throws -> [InstalledProperty<Source>]

    /// Runs the view's body.
    func body(of view: View) throws -> View

    /// For a session's `ViewModifier` applied to a view (whose body is the modifier's
    /// `body(content:)`), the view it modifies; nil for any other view. The graph hands it
    /// to the `content` placeholders in the modifier's body, so that new content is drawn
    /// without running the modifier's body again (see `ViewContent.modifierContent`).
    func modifiedContent(of view: View) -> View?

    /// Runs `work`, returning what it read of any source.
    func recordingReads<Result>(_ work: () throws -> Result) throws -> (Result, [Read])

    func source(of read: Read) -> Source
    func source(of write: Write) -> Source
    /// Whether `write` can change what `read` read (their paths overlap).
    func write(_ write: Write, reaches read: Read) -> Bool

    /// Runs `action` (a button's closure, an `onAppear`) as one update's writes and returns
    /// them.
    func perform(_ action: () throws -> Void) throws -> [Write]

    /// See the default in the extension below.
    func describe(_ write: Write) -> String?

    /// The transaction the last `perform`'s writes were made in: that of its first write
    /// made in one that carries something (`withAnimation(.spring) { count += 1 }`), or an
    /// empty one.
    var transactionOfLastPerform: Transaction { get }

    /// No mounted view reads or watches `source` any more (its views left the tree, or their
    /// bodies stopped reading it): what the system keeps about it can go.
    func forget(_ source: Source)
}

extension ViewSystem {
    public func forget(_ source: Source) {}

    public func installProperties(of view: inout View, kept: [String: AnyObject]?, environment: ViewEnvironment) throws -> [InstalledProperty<Source>] {
        try installProperties(of: &view, kept: kept)
    }
}

/// One dynamic property of a mounted view (`@State`, `@Binding`, `@StateObject`…), as the
/// system installed it.
public struct InstalledProperty<Source: Hashable> {
    /// Its storage field's name, as `_printChanges` says it: `_count`.
    public var name: String
    /// What the view's identity keeps of it across re-created structs (a State's box, a
    /// StateObject's object); nil for properties that keep nothing (a Binding).
    public var storage: AnyObject?
    /// The sources whose changes are this property's changes.
    public var sources: [Source]
    /// Whether any change of its sources invalidates the view, read or not: an
    /// `ObservableObject` held by `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
    public var invalidatesUnread: Bool
    /// The environment keys it reads (`@Environment(\.theme)`, `@EnvironmentObject`): a
    /// change of one of them above the view is this property's change.
    public var environmentKeys: [AnyHashable]

    public init(name: String, storage: AnyObject?, sources: [Source], invalidatesUnread: Bool = false, environmentKeys: [AnyHashable] = []) {
        self.name = name
        self.storage = storage
        self.sources = sources
        self.invalidatesUnread = invalidatesUnread
        self.environmentKeys = environmentKeys
    }
}

/// What a view is, as the graph sees it.
public enum ViewContent<View> {
    /// A view with a body: the graph runs it when the rules say so.
    case body
    /// A built-in view drawn as one line (`Text`, `Button`, `VStack`), its children below it.
    case element(ViewElement, children: [View])
    /// Children in place, drawn at the parent's level: `TupleView`, `Group`, `EmptyView` (none).
    case group([View])
    /// One branch of an `if`/`else` or a `switch`: each branch is a place of its own, so
    /// switching branches ends one branch's state and starts the other's.
    case branch(Int, View)
    /// An `if` without `else`: an optional place.
    case optional(View?)
    /// `ForEach`: each element is identified by its id, not its position. `typeName` names
    /// the ForEach in SwiftUI's warning about a repeated id.
    case forEach(typeName: String, [ForEachElement<View>])
    /// A view with a modifier applied.
    case modified(View, ModifierEffect)
    /// The `content` a session's modifier's `body(content:)` was given, drawn in place. The
    /// graph draws the modifier's current content (`ViewSystem.modifiedContent(of:)`) rather
    /// than the view the body ran with: in SwiftUI `content` is a proxy, so content that
    /// changes does not run the modifier's body again, as its inputs are the modifier's own.
    case modifierContent(View)
    /// `AnyView`: its content's type is part of its identity.
    case erased(View)
}

/// One element of a `ForEach`: its id and its view.
public struct ForEachElement<View> {
    public var id: AnyHashable
    /// The id as Swift prints it, for warnings.
    public var idText: String
    public var view: View

    public init(id: AnyHashable, idText: String, view: View) {
        self.id = id
        self.idText = idText
        self.view = view
    }
}

extension ViewSystem {
    /// A write in the words a report uses for it (`count`, `Model.count`), for saying which
    /// write made a body run; nil when the system has no name for it (the graph then names
    /// the state by the view that owns it).
    public func describe(_ write: Write) -> String? { nil }
}
