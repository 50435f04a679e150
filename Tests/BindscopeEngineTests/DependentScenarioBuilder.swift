import PropertyBased

/// Builds a random `DependentScenario`: States first, then bindings, watches, followed
/// variables (class instances, custom-wrapped variables) and writes interleaved, so that
/// dependents are created between writes too.
///
/// Generated statements are always well typed; many may trap when run (an index past the
/// end, a nil unwrapped), which the property covers too: a trapping statement must change
/// nothing and report nothing.
struct DependentScenarioBuilder {
    typealias Statement = DependentScenario.Statement

    // What has been declared so far (the watches and writes, in their own files, use it too).
    var dice: Dice
    var statements: [Statement] = []
    var states: [(name: String, type: ModelType)] = []
    var bindings: [BindingVariable] = []
    var intWatches: [String] = []
    var watches: [String] = []
    var hasCounter = false
    // Followed variables (see DependentScenarioBuilder+Objects.swift).
    var followedCount = 0
    var trackers: [String] = []
    var replaceableTrackers: [String] = []
    var plains: [String] = []
    var wrapped: [WrappedVariable] = []

    /// A session-level variable holding a binding, as writes and watches may use it.
    struct BindingVariable {
        enum Form { case constant, variable, wrapper, forceUnwrapped, optionalProjection, hashable, accessors }
        let name: String
        let type: ModelType
        let form: Form
        /// Its value as an expression: `b.wrappedValue`, or `b` for `@Binding var b`.
        var read: String { form == .wrapper ? name : "\(name).wrappedValue" }
        /// The name reading it needs: a `@Binding var`'s value exists only once `_b` was
        /// assigned (reading it before is a checked error).
        var readName: String { form == .wrapper ? "_" + name : name }
        /// Whether a write through it surely reaches a State (`Binding<Int?>(base)` ignores nil).
        var surelyWrites: Bool { form != .optionalProjection }
    }

    static func build(using rng: inout any SeededRandomNumberGenerator) -> DependentScenario {
        var builder = DependentScenarioBuilder(dice: Dice(rng: rng))
        builder.declareStates()
        for _ in 0..<builder.dice.int(8...26) {
            let roll = builder.dice.int(0...99)
            if roll < 22, builder.bindings.count < 5 {
                builder.declareBinding()
            } else if roll < 40, builder.watches.count < 5 {
                builder.declareWatch()
            } else if roll < 43, !builder.watches.isEmpty {
                let watch = builder.dice.pick(builder.watches)
                builder.statements.append(Statement(text: ":unwatch \(watch)", uses: [watch], effect: .unwatches(watch)))
            } else if roll < 55, builder.followedCount < 6 {
                builder.declareFollowed()
            } else {
                var write = builder.write()
                write.quiet = builder.dice.chance(0.06)
                builder.statements.append(write)
            }
        }
        let observableTracker = builder.dice.chance(0.5)
        rng = builder.dice.rng
        return DependentScenario(statements: builder.statements, observableTracker: observableTracker)
    }

    // MARK: Declarations

    private mutating func declareStates() {
        var declared: [(String, ModelType)] = [("s1", .model)]
        if dice.chance(0.5) { declared.append(("s2", .model)) }
        if dice.chance(0.4) { declared.append(("list", .ints)) }
        if dice.chance(0.3) { declared.append(("n", .int)) }
        for (name, type) in declared {
            let text = "@State var \(name): \(type.swiftName) = \(dice.value(type))"
            statements.append(Statement(text: text, effect: .declares(.state(name: name))))
            states.append((name, type))
        }
        if dice.chance(0.3) {
            hasCounter = true
            statements.append(Statement(text: "var counter = 0", effect: .declaresPlainName("counter")))
        }
    }

    /// A random path into a State, of `type` when given; nil when no State has one.
    mutating func statePath(of type: ModelType? = nil) -> (root: String, path: ModelPath)? {
        let index = dice.int(0...2)
        let candidates = states.flatMap { state in
            ModelPath.all(in: state.type, index: index).filter { type == nil || $0.type == type }.map { (state.name, $0) }
        }
        return candidates.isEmpty ? nil : dice.pick(candidates)
    }

    private mutating func declareBinding() {
        let name = "b\(bindings.count + 1)"
        if dice.chance(0.2), deriveBinding(name) { return }
        let form = dice.pick([
            BindingVariable.Form.constant, .variable, .wrapper, .forceUnwrapped, .optionalProjection, .hashable,
            .accessors,
        ])
        let pathType: ModelType? =
            switch form {
            case .forceUnwrapped: .optionalInt
            case .optionalProjection, .hashable: .int
            default: nil
            }
        let (root, path) = statePath(of: pathType)!
        let place = root + path.text
        var type = path.type
        switch form {
        case .constant:
            declare(name, "let \(name) = $\(place)", [root], .storage(index: path.index))
        case .forceUnwrapped:
            // The failable projection: traps when made from nil, breaks when its base becomes nil.
            type = .int
            declare(name, "let \(name) = Binding($\(place))!", [root], .storage(index: path.index))
        case .variable:
            declare(name, "var \(name) = $\(place)", [root], .storage(index: path.index))
        case .optionalProjection:
            type = .optionalInt
            declare(name, "let \(name): Binding<Int?> = Binding($\(place))", [root], .storage(index: path.index))
        case .hashable:
            type = .hashable
            declare(name, "let \(name) = Binding<AnyHashable>($\(place))", [root], .storage(index: path.index))
        case .accessors:
            declare(
                name, "let \(name) = Binding(get: { \(place) }, set: { \(place) = $0 })", [root], .accessors)
        case .wrapper:
            // Declared unassigned (reads as `uninitialized`), then assigned: a write to `_b`.
            declare(name, "@Binding var \(name): \(type.swiftName)", [], .storage(index: nil), read: name)
            statements.append(
                Statement(
                    text: "_\(name) = $\(place)", uses: [name, root],
                    effect: .retargets(name: name, .storage(index: path.index)), surelyWrites: true))
        }
        bindings.append(BindingVariable(name: name, type: type, form: form))
    }

    /// `let c = b.point` (or `$b.point` for `@Binding var b`): a binding derived from a
    /// binding variable, which keeps the binding the variable held then.
    private mutating func deriveBinding(_ name: String) -> Bool {
        let bases = bindings.filter { $0.form != .forceUnwrapped && $0.form != .optionalProjection }
        guard !bases.isEmpty else { return false }
        let base = dice.pick(bases)
        let parts = ModelPath.all(in: base.type, index: dice.int(0...2)).dropFirst()
        guard !parts.isEmpty else { return false }
        let part = dice.pick(Array(parts))
        let binding = base.form == .wrapper ? "$" + base.name : base.name
        declare(
            name, "let \(name) = \(binding)\(part.text)", [base.readName],
            .derived(from: base.name, index: part.index))
        bindings.append(BindingVariable(name: name, type: part.type, form: .constant))
        return true
    }

    mutating func declare(
        _ name: String, _ text: String, _ uses: [String], _ target: DependentScenario.BindingTarget,
        read: String? = nil
    ) {
        let probe = DependentScenario.Probe.binding(name: name, read: read ?? "\(name).wrappedValue", target: target)
        statements.append(Statement(text: text, uses: uses, effect: .declares(probe)))
    }
}
