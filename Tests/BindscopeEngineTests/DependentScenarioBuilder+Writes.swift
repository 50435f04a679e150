/// The writing statements of a generated scenario: through a State or a binding, equal
/// writes, array operations, loops, conditionals, whole-State replacement, rebinding, and
/// statements that trap halfway (after writing).
extension DependentScenarioBuilder {
    mutating func write() -> Statement {
        switch dice.int(0...18) {
        case 0, 1, 2: return assignment()
        case 3: return compoundAssignment() ?? assignment()
        case 4: return equalWrite()
        case 5: return arrayOperation() ?? assignment()
        case 6, 7, 8: return bindingWrite() ?? assignment()
        case 9: return projectedWrite()
        case 10: return loop()
        case 11: return conditional()
        case 12: return replacement()
        case 13: return rebinding() ?? assignment()
        case 14: return trapHalfway()
        case 16, 17, 18: return followedWrite() ?? assignment()
        default: return counterWrite() ?? equalWrite()
        }
    }

    /// `s1.items[1].point.x = 3`: through the State, to a random path of any type.
    mutating func assignment() -> Statement {
        let (root, path) = statePath()!
        return Statement(text: "\(root)\(path.text) = \(dice.value(path.type))", uses: [root], surelyWrites: true)
    }

    mutating func compoundAssignment() -> Statement? {
        if dice.chance(0.7), case let (root, path)? = statePath(of: .int) {
            return Statement(text: "\(root)\(path.text) += \(dice.int(0...2))", uses: [root], surelyWrites: true)
        }
        guard case let (root, path)? = statePath(of: .string) else { return nil }
        return Statement(text: #"\#(root)\#(path.text) += "!""#, uses: [root], surelyWrites: true)
    }

    /// The current value written again: the report must say `no change`.
    mutating func equalWrite() -> Statement {
        if dice.chance(0.4), !bindings.isEmpty {
            let binding = dice.pick(bindings)
            return Statement(
                text: "\(binding.read) = \(binding.read)", uses: [binding.readName], surelyWrites: binding.surelyWrites)
        }
        let (root, path) = statePath()!
        let place = root + path.text
        return Statement(text: "\(place) = \(place)", uses: [root], surelyWrites: true)
    }

    /// An append, insert or removal on an array reached through a State or a binding.
    mutating func arrayOperation() -> Statement? {
        var arrays: [(place: String, uses: String, element: ModelType, surely: Bool)] = bindings.compactMap {
            guard let element = $0.type.element else { return nil }
            return ($0.read, $0.readName, element, $0.surelyWrites)
        }
        if case let (root, path)? = statePath(of: dice.chance(0.5) ? .items : .ints) ?? statePath(of: .items) {
            arrays.append((root + path.text, root, path.type.element!, true))
        }
        guard !arrays.isEmpty else { return nil }
        let array = dice.pick(arrays)
        let place = array.place
        let operation = dice.pick([
            "\(place).append(\(dice.value(array.element)))",
            "\(place).insert(\(dice.value(array.element)), at: 0)",
            "\(place).removeLast()",
            "\(place).remove(at: \(dice.int(0...2)))",
            "\(place).removeAll()",
            "if !\(place).isEmpty { \(place).removeLast() }",
        ])
        return Statement(text: operation, uses: [array.uses], surelyWrites: array.surely && !operation.hasPrefix("if"))
    }

    /// A write through a binding variable: to its whole value, a part of it, or `+=`.
    mutating func bindingWrite() -> Statement? {
        guard !bindings.isEmpty else { return nil }
        let binding = dice.pick(bindings)
        let parts = ModelPath.all(in: binding.type, index: dice.int(0...2)).dropFirst()
        let text: String
        if binding.type == .int, dice.chance(0.3) {
            text = "\(binding.read) += \(dice.int(0...2))"
        } else if let part = parts.isEmpty || dice.chance(0.4) ? nil : dice.pick(Array(parts)) {
            text = "\(binding.read)\(part.text) = \(dice.value(part.type))"
        } else {
            text = "\(binding.read) = \(dice.value(binding.type))"
        }
        return Statement(text: text, uses: [binding.readName], surelyWrites: binding.surelyWrites)
    }

    /// `$s1.point.x.wrappedValue = 2`: through a binding made on the spot.
    mutating func projectedWrite() -> Statement {
        let (root, path) = statePath()!
        return Statement(
            text: "$\(root)\(path.text).wrappedValue = \(dice.value(path.type))", uses: [root], surelyWrites: true)
    }

    /// Several writes in one statement: one report.
    mutating func loop() -> Statement {
        let count = dice.int(0...3)
        var body = assignment()
        switch dice.int(0...4) {
        case 0:
            if case let (root, path)? = statePath(of: .int) {
                body = Statement(text: "\(root)\(path.text) += i", uses: [root], surelyWrites: true)
            }
        case 1:
            if let binding = bindings.filter({ $0.type == .int }).first {
                body = Statement(text: "\(binding.read) += i", uses: [binding.readName], surelyWrites: binding.surelyWrites)
            }
        case 2:
            if case let (root, path)? = statePath(of: .items) {
                let item = "Item(id: i, point: Point(x: i, y: 0), note: nil)"
                body = Statement(text: "\(root)\(path.text).append(\(item))", uses: [root], surelyWrites: true)
            }
        case 3:
            if case let (root, path)? = statePath(of: .ints) {
                body = Statement(text: "\(root)\(path.text).append(i)", uses: [root], surelyWrites: true)
            }
        default:
            if hasCounter { body = Statement(text: "counter += i", uses: ["counter"]) }
        }
        return Statement(
            text: "for i in 0..<\(count) { \(body.text) }", uses: body.uses, surelyWrites: count > 0 && body.surelyWrites)
    }

    mutating func conditional() -> Statement {
        var uses: [String] = []
        let condition = "\(intAtom(&uses)) > \(dice.int(0...3))"
        let then = dice.chance(0.5) ? assignment() : (bindingWrite() ?? assignment())
        let otherwise = compoundAssignment() ?? assignment()
        return Statement(
            text: "if \(condition) { \(then.text) } else { \(otherwise.text) }", uses: uses + then.uses + otherwise.uses,
            surelyWrites: then.surelyWrites && otherwise.surelyWrites)
    }

    /// A whole State replaced, by a literal or by another State's value.
    mutating func replacement() -> Statement {
        let state = dice.pick(states)
        let others = states.filter { $0.type == state.type && $0.name != state.name }
        if let other = others.first, dice.chance(0.4) {
            return Statement(text: "\(state.name) = \(other.name)", uses: [state.name, other.name], surelyWrites: true)
        }
        return Statement(text: "\(state.name) = \(dice.value(state.type))", uses: [state.name], surelyWrites: true)
    }

    /// A binding variable made to hold a binding to another path of its type.
    mutating func rebinding() -> Statement? {
        let rebindable = bindings.filter { $0.form == .variable || $0.form == .wrapper }
        guard !rebindable.isEmpty else { return nil }
        let binding = dice.pick(rebindable)
        let (root, path) = statePath(of: binding.type)!
        let variable = binding.form == .wrapper ? "_" + binding.name : binding.name
        return Statement(
            text: "\(variable) = $\(root)\(path.text)", uses: [binding.name, root],
            effect: .retargets(name: binding.name, .storage(index: path.index)), surelyWrites: true)
    }

    /// A write, then one that may trap (an index past the end, a nil unwrapped): when it
    /// traps, the first write must be rolled back and nothing reported.
    mutating func trapHalfway() -> Statement {
        let first = assignment()
        var mayTrap = assignment()
        if case let (root, path)? = statePath(of: .items) {
            mayTrap = Statement(text: "\(root)\(path.text)[\(dice.int(0...2))].id = \(dice.value(.int))", uses: [root])
        } else if case let (root, path)? = statePath(of: .optionalInt) {
            mayTrap = Statement(text: "\(root)\(path.text)! += 1", uses: [root])
        }
        return Statement(
            text: "if true { \(first.text); \(mayTrap.text) }", uses: first.uses + mayTrap.uses, surelyWrites: true)
    }

    /// `counter` is no dependent: a write to it reports only if a watch reads it.
    mutating func counterWrite() -> Statement? {
        guard hasCounter else { return nil }
        let text = dice.chance(0.7) ? "counter += \(dice.int(0...2))" : "counter = counter"
        return Statement(text: text, uses: ["counter"])
    }
}
