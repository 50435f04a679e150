/// A generated session for the dependents' property tests: fixed type declarations, then
/// statements that declare States, bindings, watches, class instances (and aliases of them)
/// and variables wrapped by the session's own property wrappers, and write through them.
///
/// Each statement says which names it needs, so that a shrunk scenario (statements removed)
/// or a declaration that trapped at run time only skips the statements that used the name,
/// instead of turning them into checked errors.
struct DependentScenario: Sendable, CustomStringConvertible {
    static let plainTypeDeclarations = """
        struct Point { var x: Int; var y: Int }
        struct Item { var id: Int; var point: Point; var note: Int? }
        struct Model { var title: String; var point: Point; var items: [Item]; var best: Int?; var scores: [String: Int] }
        class Tracker: CustomStringConvertible {
            var count: Int
            var point = Point(x: 0, y: 0)
            var friend: Tracker?
            init(count: Int) { self.count = count }
            var description: String { "Tracker(count: \\(count), x: \\(point.x), friend: \\(friend?.count ?? -1))" }
            func bump(_ by: Int) { count += by }
        }
        final class Plain { var value = 0 }
        @propertyWrapper struct Clamped {
            private var storage: Int
            init(wrappedValue: Int) { storage = min(max(wrappedValue, 0), 5) }
            var wrappedValue: Int {
                get { storage }
                set { storage = min(max(newValue, 0), 5) }
            }
        }
        @propertyWrapper final class Shared<Value> {
            var wrappedValue: Value
            init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
            var projectedValue: Shared<Value> { self }
        }
        @propertyWrapper struct Link<Value> {
            let getValue: () -> Value
            let setValue: (Value) -> Void
            var wrappedValue: Value {
                get { getValue() }
                nonmutating set { setValue(newValue) }
            }
        }
        """

    var statements: [Statement]
    /// Whether `Tracker` is an `@Observable` class: its stored properties are then written
    /// through Observation's accessors (set, or get-change-set in place), which must report
    /// to the watches reading them as the plain fields do.
    var observableTracker = false

    /// The type declarations this scenario runs first.
    var typeDeclarations: String {
        observableTracker
            ? Self.plainTypeDeclarations.replacingOccurrences(of: "class Tracker:", with: "@Observable class Tracker:")
            : Self.plainTypeDeclarations
    }

    struct Statement: Sendable {
        var text: String
        /// Names declared by earlier statements that this one reads or writes.
        var uses: [String] = []
        /// What running it successfully adds to or changes in the session's dependents.
        var effect: Effect = .none
        /// Whether, when it succeeds, it surely writes something a dependent reads (a State's
        /// storage or a binding variable), so a report must follow even if nothing changed.
        var surelyWrites = false
        /// Run with `Session.Options(quiet: true)`: no report, and later reports still right.
        var quiet = false
    }

    enum Effect: Sendable {
        case none
        /// A name that is not a dependent (`var counter = 0`).
        case declaresPlainName(String)
        case declares(Probe)
        /// A binding variable now holds a binding to another path (for `@Binding var b`,
        /// `_b` is then assigned: `DependentScenarioBuilder.BindingVariable.readName`).
        case retargets(name: String, BindingTarget)
        /// `:unwatch w`, refused while another watch reads `w`.
        case unwatches(String)
    }

    /// A dependent, and how to evaluate it afresh.
    enum Probe: Sendable {
        case state(name: String)
        /// `read` is the expression of its value: `b.wrappedValue`, or `b` for `@Binding var b`.
        case binding(name: String, read: String, target: BindingTarget)
        case watch(name: String, expression: String)
        /// A variable followed as it prints: a class instance (`t1`), `@W var k` (`k`), or a
        /// variable holding a wrapper (`link.wrappedValue`); `read` is what prints its value.
        case followed(name: String, read: String)

        var name: String {
            switch self {
            case .state(let name), .binding(let name, _, _), .watch(let name, _), .followed(let name, _): name
            }
        }
    }

    /// What a binding reads, as far as the reason it is broken depends on it. (A `@Binding
    /// var` not assigned yet reads as `uninitialized` whatever its target.)
    enum BindingTarget: Sendable {
        /// A path into a State's storage; `index` is its only subscript, if any, so a broken
        /// binding reports `index K out of range`.
        case storage(index: Int?)
        /// `Binding(get:set:)`: broken for whatever reason its getter traps.
        case accessors
        /// Derived from the binding variable `base` holds when this one is declared, through
        /// a path whose only subscript is `index`, if any.
        case derived(from: String, index: Int?)
    }

    /// The session text, as a file `bindscope --no-sample` runs.
    var description: String {
        ([typeDeclarations] + statements.map { $0.text + ($0.quiet ? " // quiet" : "") }).joined(separator: "\n")
    }
}

extension DependentScenario {
    /// Smaller scenarios for the shrinker: chunks of statements removed, largest first.
    /// Statements left without a name they use are skipped when run, so any subset is valid.
    func shrunk() -> [DependentScenario] {
        var candidates: [DependentScenario] = []
        var chunk = statements.count / 2
        while chunk >= 1 {
            for start in stride(from: 0, to: statements.count, by: chunk) {
                var smaller = self
                smaller.statements.removeSubrange(start..<min(start + chunk, statements.count))
                candidates.append(smaller)
            }
            chunk /= 2
        }
        return candidates
    }
}
