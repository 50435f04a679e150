/// What one update of a mounted tree did, as data: the bodies that ran and why, the drawn
/// lines that changed, the views that appeared and left, and the warnings. The session and
/// the page render it; `ViewHost` keeps the last one.
public struct ViewUpdate: Equatable, Sendable {
    /// One run of a view's body.
    public struct BodyRun: Equatable, Sendable {
        /// The view's type: `CounterView`.
        public var view: String
        /// Where it is in the tree (see `ViewGraph.place(of:)`).
        public var place: String
        /// Why it ran, in `_printChanges`' words: `@self`, `@identity`, `_count`, `@dependencies`.
        public var reasons: [String]

        /// `CounterView: _count changed.`, as `Self._printChanges()` prints it.
        public var changesText: String {
            reasons.isEmpty ? "\(view): unchanged." : "\(view): \(reasons.joined(separator: ", ")) changed."
        }
    }

    /// A drawn line that changed: nil old for a line that appeared, nil new for one that left.
    public struct LineChange: Equatable, Sendable {
        public var place: String
        public var old: String?
        public var new: String?
        /// The animation the change would have: the update's transaction's, as the
        /// `.animation` and `.transaction` modifiers above the line made it; nil for none.
        public var animation: Animation?

        public init(place: String, old: String?, new: String?, animation: Animation? = nil) {
            self.place = place
            self.old = old
            self.new = new
            self.animation = animation
        }

        /// The animation's curve as the report names it: `spring`, `easeInOut`, `linear`.
        public var animationName: String? {
            guard let animation else { return nil }
            switch animation.curve {
            case .linear: return "linear"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .easeInOut: return "easeInOut"
            case .spring: return "spring"
            }
        }
    }

    public var bodyRuns: [BodyRun] = []
    public var lineChanges: [LineChange] = []
    /// The places of the views whose `onAppear` or `onDisappear` ran.
    public var appeared: [String] = []
    public var disappeared: [String] = []
    /// SwiftUI's run-time warnings (a repeated `ForEach` id) and bindscope's own (a fresh
    /// `.id` on every update).
    public var warnings: [String] = []
    /// The transaction the action's writes were made in (`withAnimation(.spring) { … }`);
    /// empty for a mount, or for writes made outside an action.
    public var transaction = Transaction()

    public init() {}

    public var isEmpty: Bool {
        bodyRuns.isEmpty && lineChanges.isEmpty && appeared.isEmpty && disappeared.isEmpty && warnings.isEmpty
    }

    /// Field by field; the transaction by what it carries (SwiftUI's `Transaction` is not
    /// `Equatable`, so neither is StateBinding's).
    public static func == (lhs: ViewUpdate, rhs: ViewUpdate) -> Bool {
        lhs.bodyRuns == rhs.bodyRuns && lhs.lineChanges == rhs.lineChanges && lhs.appeared == rhs.appeared
            && lhs.disappeared == rhs.disappeared && lhs.warnings == rhs.warnings
            && lhs.transaction.animation == rhs.transaction.animation
            && lhs.transaction.disablesAnimations == rhs.transaction.disablesAnimations
            && lhs.transaction.isContinuous == rhs.transaction.isContinuous
    }

    /// Adds what a later update of the same statement did.
    public mutating func append(_ other: ViewUpdate) {
        bodyRuns += other.bodyRuns
        lineChanges += other.lineChanges
        appeared += other.appeared
        disappeared += other.disappeared
        warnings += other.warnings
    }
}

/// The body running now, for `Self._printChanges()`: the graph pushes a run before a body
/// and pops it after. Views run on one thread, the host's.
public enum BodyRuns {
    /// The bodies being run on each thread, innermost last (tests run hosts on many threads).
    private static let running = ThreadLocal<[ViewUpdate.BodyRun]> { [] }

    /// The innermost body being run by a graph on this thread, if any.
    public static var current: ViewUpdate.BodyRun? { running.value.last }

    static func withRun<Result>(_ run: ViewUpdate.BodyRun, _ body: () throws -> Result) rethrows -> Result {
        running.value.append(run)
        defer { running.value.removeLast() }
        return try body()
    }

    /// What `Self._printChanges()` prints in the body of a view of type `typeName`.
    public static func changesText(typeName: String) -> String {
        if let current, current.view == typeName { return current.changesText }
        return "\(typeName): unchanged."
    }
}
