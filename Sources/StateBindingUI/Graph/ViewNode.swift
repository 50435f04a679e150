/// Where a child sits in its parent: what structural identity is made of. Together with the
/// child's type it decides whether a re-created view is the same view (keeping its state) or
/// a new one.
enum ChildPlace: Hashable {
    /// The n-th view of a builder block (or a body's one view).
    case position(Int)
    /// Branch n of an `if`/`else` or a `switch`.
    case branch(Int)
    /// An element of a `ForEach`, by its id (and, for a repeated id, which occurrence).
    case element(AnyHashable, occurrence: Int)
    /// The content of `.id(_:)`.
    case explicit(AnyHashable)
}

/// A child's identity within its parent: its place and its type.
struct ChildIdentity: Hashable {
    let place: ChildPlace
    let typeName: String
}

/// What a mounted node is.
enum NodeKind {
    /// A view with a body.
    case body
    /// A built-in view drawn as a line.
    case element(ViewElement)
    /// A view drawn at its parent's level (a tuple, a branch, a ForEach, AnyView).
    case transparent
    /// A modifier applied to its one child.
    case modified(ModifierEffect)
}

/// One mounted view: its current value, the state its identity keeps, what it read, and its
/// children. Lives while its identity is in the tree.
final class ViewNode<System: ViewSystem> {
    let identity: ChildIdentity
    weak var parent: ViewNode?
    /// Its index in `parent.children`, kept by the parent's reconciliation (tree order).
    var indexInParent = 0
    var view: System.View
    var kind: NodeKind = .transparent
    var properties: [InstalledProperty<System.Source>] = []
    /// What its body (or, for a built-in view, its drawing) read last time.
    var reads: [System.Read] = []
    var readSources: Set<System.Source> = []
    /// Sources whose every change invalidates it (`invalidatesUnread` properties).
    var watchedSources: Set<System.Source> = []
    var children: [ViewNode] = []
    /// Why it must run again, gathered from writes since its last run (in order, once each).
    var pendingReasons: [String] = []
    /// The writes that reached it since its last run (see `lastRun`), at most
    /// `ViewGraph.keptWrites` of them: what `:why` names.
    var pendingWrites: [System.Write] = []
    /// Its body's last run and what caused it; nil for a node without a body.
    var lastRun: RecordedRun<System>?
    var isDirty = false
    var isMounted = true
    /// For a session's modifier applied to a view: the content it modifies now, and the
    /// `content` placeholders of its body that draw it (see `ViewContent.modifierContent`).
    var modifiedContent: System.View?
    var contentPlaceholders: [ViewNode] = []
    var isContentPlaceholder = false
    /// How many times its body has run since its identity was mounted (the page's flash
    /// count): kept here, on the node, so it costs one increment and goes with the identity.
    var bodyRunCount = 0
    /// The line it is drawn as, if any.
    var line: String?
    /// The control's title in the index (see `ViewGraph.controls`).
    var indexedTitle: String?
    /// The value its `onChange` saw last.
    var lastChangeValue: Any?
    /// For a `.environment` modifier: the value it put last, and the views that read it.
    var lastEnvironmentValue: Any?
    var environmentReaders: Set<ObjectIdentifier> = []
    /// The `.environment` modifiers whose values this view's properties read.
    var environmentProviders: [ObjectIdentifier] = []
    /// For `.animation(_:value:)`: the update whose value it changed last (see
    /// `ViewGraph.animation(at:)`); for any transaction modifier, what it made of the
    /// transaction in one update, so a `.transaction` closure runs once per update.
    var transactionChangedIn = 0
    var transactionMade: (update: Int, transaction: Transaction)?

    init(identity: ChildIdentity, view: System.View, parent: ViewNode?) {
        self.identity = identity
        self.view = view
        self.parent = parent
    }

    var typeName: String { identity.typeName }

    var keptStorage: [String: AnyObject] {
        var kept: [String: AnyObject] = [:]
        for property in properties { if let storage = property.storage { kept[property.name] = storage } }
        return kept
    }

    /// The indices from the root down to it: tree order is their lexicographic order.
    var treeOrder: [Int] {
        var order: [Int] = []
        var node: ViewNode? = self
        while let current = node, current.parent != nil {
            order.append(current.indexInParent)
            node = current.parent
        }
        return order.reversed()
    }

    var effect: ModifierEffect? {
        if case .modified(let effect) = kind { return effect }
        return nil
    }

    var element: ViewElement? {
        if case .element(let element) = kind { return element }
        return nil
    }

    /// Notes a reason to run again, once.
    func invalidate(_ reason: String?) {
        isDirty = true
        if let reason, !pendingReasons.contains(reason) { pendingReasons.append(reason) }
    }

    /// What an update may change of the node, kept to put back if the update fails.
    struct Saved {
        var indexInParent: Int
        var view: System.View
        var kind: NodeKind
        var properties: [InstalledProperty<System.Source>]
        var reads: [System.Read]
        var readSources: Set<System.Source>
        var watchedSources: Set<System.Source>
        var children: [ViewNode]
        var pendingReasons: [String]
        var isDirty: Bool
        var isMounted: Bool
        var line: String?
        var indexedTitle: String?
        var lastChangeValue: Any?
        var lastEnvironmentValue: Any?
        var environmentReaders: Set<ObjectIdentifier>
        var environmentProviders: [ObjectIdentifier]
        var transactionChangedIn: Int
    }

    var saved: Saved {
        Saved(
            indexInParent: indexInParent, view: view, kind: kind, properties: properties, reads: reads,
            readSources: readSources, watchedSources: watchedSources, children: children,
            pendingReasons: pendingReasons, isDirty: isDirty, isMounted: isMounted, line: line,
            indexedTitle: indexedTitle, lastChangeValue: lastChangeValue, lastEnvironmentValue: lastEnvironmentValue,
            environmentReaders: environmentReaders, environmentProviders: environmentProviders,
            transactionChangedIn: transactionChangedIn)
    }

    func restore(_ saved: Saved) {
        indexInParent = saved.indexInParent
        view = saved.view
        kind = saved.kind
        properties = saved.properties
        reads = saved.reads
        readSources = saved.readSources
        watchedSources = saved.watchedSources
        children = saved.children
        pendingReasons = saved.pendingReasons
        isDirty = saved.isDirty
        isMounted = saved.isMounted
        line = saved.line
        indexedTitle = saved.indexedTitle
        lastChangeValue = saved.lastChangeValue
        lastEnvironmentValue = saved.lastEnvironmentValue
        environmentReaders = saved.environmentReaders
        environmentProviders = saved.environmentProviders
        transactionChangedIn = saved.transactionChangedIn
    }
}
