/// Class instances (and aliases of them) and variables wrapped by the session's own property
/// wrappers, as dependents followed as they print, and the writes that reach them: through
/// any alias, a method, a wrapper's setter, a `Link` whose closures write a State or an object.
extension DependentScenarioBuilder {
    /// A followed variable of type Int or Point, as writes and watches may use it.
    struct WrappedVariable {
        let name: String
        /// Its value as an expression: `k`, or `link.wrappedValue`.
        let read: String
        let type: ModelType
        /// The names reading it needs.
        let uses: [String]
    }

    mutating func declareFollowed() {
        let index = followedCount + 1
        switch dice.int(0...10) {
        case 10:
            // A State holding an object, and a binding into the object through it: a write
            // into the object, by whichever alias, reaches the binding (the State's own value is
            // the reference, which such a write leaves as it was).
            let state = "ts\(index)"
            let binding = "ob\(index)"
            followedCount += 1
            statements.append(Statement(
                text: "@State var \(state) = Tracker(count: \(dice.value(.int)))", effect: .declaresPlainName(state)))
            trackers.append(state)
            declare(binding, "let \(binding) = $\(state).count", [state], .storage(index: nil))
            bindings.append(BindingVariable(name: binding, type: .int, form: .constant))
        case 0, 1:
            let name = "t\(index)"
            follow(name, "let \(name) = Tracker(count: \(dice.value(.int)))", read: name, uses: [])
            trackers.append(name)
        case 2, 3:
            // An alias: the same instance under another name; a `var` one may be replaced.
            guard let original = trackers.isEmpty ? nil : dice.pick(trackers) else { return declareFollowed() }
            let name = "t\(index)"
            let keyword = dice.chance(0.5) ? "let" : "var"
            follow(name, "\(keyword) \(name) = \(original)", read: name, uses: [original])
            trackers.append(name)
            if keyword == "var" { replaceableTrackers.append(name) }
        case 4:
            // Prints as its class's name: never changes, whatever is written into it.
            let name = "p\(index)"
            follow(name, "var \(name) = Plain()", read: name, uses: [])
            plains.append(name)
        case 5:
            let name = "k\(index)"
            follow(name, "@Clamped var \(name) = \(dice.int(0...7))", read: name, uses: [])
            wrapped.append(WrappedVariable(name: name, read: name, type: .int, uses: [name]))
        case 6:
            let name = "sh\(index)"
            follow(name, "@Shared var \(name) = \(dice.value(.point))", read: name, uses: [])
            wrapped.append(WrappedVariable(name: name, read: name, type: .point, uses: [name]))
        case 7:
            // A variable holding a wrapper: the projection of a `@Shared var`, the same object.
            let shared = wrapped.filter { $0.name.hasPrefix("sh") && $0.read == $0.name }
            guard let base = shared.isEmpty ? nil : dice.pick(shared) else { return declareFollowed() }
            let name = "sa\(index)"
            follow(name, "let \(name) = $\(base.name)", read: "\(name).wrappedValue", uses: [base.name])
            wrapped.append(WrappedVariable(name: name, read: "\(name).wrappedValue", type: .point, uses: [name]))
        default:
            // A `Link` over an Int of a State or of a tracker: held, or wrapping a variable.
            let (place, uses) = linkedInt()
            let accessors = "getValue: { \(place) }, setValue: { \(place) = $0 }"
            if dice.chance(0.5) {
                let name = "link\(index)"
                follow(name, "let \(name) = Link(\(accessors))", read: "\(name).wrappedValue", uses: uses)
                wrapped.append(WrappedVariable(name: name, read: "\(name).wrappedValue", type: .int, uses: [name]))
            } else {
                let name = "lc\(index)"
                follow(name, "@Link(\(accessors)) var \(name): Int", read: name, uses: uses)
                wrapped.append(WrappedVariable(name: name, read: name, type: .int, uses: [name]))
            }
        }
    }

    /// An Int place for a `Link`: a tracker's count, or an Int path of a State (which may break).
    private mutating func linkedInt() -> (place: String, uses: [String]) {
        if let tracker = trackers.isEmpty || dice.chance(0.5) ? nil : dice.pick(trackers) {
            return ("\(tracker).count", [tracker])
        }
        let (root, path) = statePath(of: .int)!
        return (root + path.text, [root])
    }

    private mutating func follow(_ name: String, _ text: String, read: String, uses: [String]) {
        followedCount += 1
        statements.append(Statement(text: text, uses: uses, effect: .declares(.followed(name: name, read: read))))
    }

    // MARK: Writes

    /// A write into a tracker (through whichever alias), a Plain, or a wrapped variable.
    mutating func followedWrite() -> Statement? {
        let roll = dice.int(0...9)
        if roll < 5, !trackers.isEmpty { return trackerWrite() }
        if roll < 6, let plain = plains.isEmpty ? nil : dice.pick(plains) {
            // Nobody reads a Plain's storage: nothing is reported.
            return Statement(text: "\(plain).value = \(dice.value(.int))", uses: [plain])
        }
        guard let variable = wrapped.isEmpty ? nil : dice.pick(wrapped) else {
            return trackers.isEmpty ? nil : trackerWrite()
        }
        let text: String
        switch variable.type {
        case .int:
            text = dice.pick([
                "\(variable.read) = \(dice.int(0...7))", "\(variable.read) += \(dice.int(0...3))",
                "\(variable.read) = \(variable.read)",
            ])
        default:
            text = dice.pick([
                "\(variable.read).x = \(dice.value(.int))", "\(variable.read).y = \(dice.value(.int))",
                "\(variable.read) = \(dice.value(.point))",
            ])
        }
        // A Link's setter writes a State or a tracker that a dependent reads, unless it traps.
        return Statement(text: text, uses: variable.uses, surelyWrites: true)
    }

    private mutating func trackerWrite() -> Statement {
        let tracker = dice.pick(trackers)
        let other = dice.pick(trackers)
        switch dice.int(0...11) {
        case 0, 1: return surely("\(tracker).count = \(dice.value(.int))", [tracker])
        case 2: return surely("\(tracker).count += \(dice.int(0...2))", [tracker])
        case 3: return surely("\(tracker).count = \(tracker).count", [tracker])
        case 4: return surely("\(tracker).point.\(dice.pick(["x", "y"])) = \(dice.value(.int))", [tracker])
        case 5: return surely("\(tracker).bump(\(dice.int(0...2)))", [tracker])
        case 6: return surely("\(tracker).friend = \(other)", [tracker, other])
        case 7:
            let friend = dice.chance(0.5) ? "nil" : "Tracker(count: \(dice.value(.int)))"
            return surely("\(tracker).friend = \(friend)", [tracker])
        case 8:
            // Writes nothing while there is no friend.
            return Statement(text: "\(tracker).friend?.count = \(dice.value(.int))", uses: [tracker])
        case 9:
            // Traps, after a first write, while there is no friend.
            return surely("if true { \(tracker).count = \(dice.value(.int)); \(tracker).friend!.count += 1 }", [tracker])
        case 10:
            if let variable = replaceableTrackers.isEmpty ? nil : dice.pick(replaceableTrackers) {
                let replacement = dice.chance(0.5) ? other : "Tracker(count: \(dice.value(.int)))"
                return surely("\(variable) = \(replacement)", [variable, other])
            }
            return surely("\(tracker).count = \(dice.value(.int))", [tracker])
        default:
            return surely("for i in 0..<\(dice.int(1...3)) { \(tracker).count += i; \(other).point.x = i }", [tracker, other])
        }
    }

    private func surely(_ text: String, _ uses: [String]) -> Statement {
        Statement(text: text, uses: uses, surelyWrites: true)
    }

    /// An Int read of a tracker or a wrapped variable, for watches; nil when there is none.
    mutating func followedIntAtom(_ uses: inout [String]) -> String? {
        let ints = wrapped.filter { $0.type == .int }
        if !ints.isEmpty, trackers.isEmpty || dice.chance(0.5) {
            let variable = dice.pick(ints)
            uses += variable.uses
            return variable.read
        }
        guard !trackers.isEmpty else { return nil }
        let tracker = dice.pick(trackers)
        uses.append(tracker)
        return dice.pick(["\(tracker).count", "\(tracker).point.x", "(\(tracker).friend?.count ?? 0)"])
    }
}
