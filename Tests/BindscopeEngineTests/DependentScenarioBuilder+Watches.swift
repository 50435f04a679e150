/// Watches over random `Int` expressions (sums, products, ternaries over States, bindings,
/// earlier watches, `counter`, trackers and wrapped variables), or over a tracker, a binding
/// or any path of a State.
extension DependentScenarioBuilder {
    mutating func declareWatch() {
        let name = "w\(watches.count + 1)"
        watches.append(name)
        var uses: [String] = []
        let expression: String
        if dice.chance(0.7) {
            expression = intExpression(&uses)
            intWatches.append(name)
        } else if !trackers.isEmpty, dice.chance(0.3) {
            // A class instance: compared by its printed text.
            let tracker = dice.pick(trackers)
            uses.append(tracker)
            expression = dice.chance(0.5) ? tracker : "\(tracker).friend"
        } else if !bindings.isEmpty, dice.chance(0.3) {
            let binding = dice.pick(bindings)
            uses.append(binding.readName)
            expression = binding.read
        } else {
            let (root, path) = statePath()!
            uses.append(root)
            expression = root + path.text
        }
        statements.append(
            Statement(
                text: ":watch \(name) = \(expression)", uses: uses,
                effect: .declares(.watch(name: name, expression: expression))))
    }

    /// An `Int` expression over States, bindings, earlier watches and `counter`.
    private mutating func intExpression(_ uses: inout [String]) -> String {
        switch dice.int(0...9) {
        case 0, 1: return "\(intAtom(&uses)) + \(intAtom(&uses))"
        case 2: return "\(intAtom(&uses)) * 2"
        case 3: return "(\(intAtom(&uses)) > \(dice.int(0...3)) ? \(intAtom(&uses)) : \(intAtom(&uses)))"
        default: return intAtom(&uses)
        }
    }

    mutating func intAtom(_ uses: inout [String]) -> String {
        func state(_ root: String, _ text: String) -> String {
            uses.append(root)
            return root + text
        }
        switch dice.int(0...9) {
        case 0:
            if let watch = intWatches.isEmpty ? nil : dice.pick(intWatches) {
                uses.append(watch)
                return watch
            }
        case 1:
            let ints = bindings.filter { $0.type == .int || $0.type == .optionalInt }
            if let binding = ints.isEmpty ? nil : dice.pick(ints) {
                uses.append(binding.readName)
                return binding.type == .int ? binding.read : "(\(binding.read) ?? 0)"
            }
        case 2:
            if hasCounter {
                uses.append("counter")
                return "counter"
            }
        case 3:
            if let found = statePath(of: .items) ?? statePath(of: .ints) {
                return state(found.root, found.path.text + ".count")
            }
        case 4:
            if let found = statePath(of: .optionalInt) {
                // Force-unwrapped half the time: the watch breaks while it is nil.
                let place = found.path.text
                return dice.chance(0.5) ? state(found.root, place + "!") : "(\(state(found.root, place)) ?? 0)"
            }
        case 5:
            if let found = statePath(of: .items) {
                // Guarded, so it never breaks.
                let index = dice.int(0...2)
                let items = state(found.root, found.path.text)
                return "(\(items).count > \(index) ? \(items)[\(index)].id : -1)"
            }
        case 6:
            if let found = statePath(of: .string) { return state(found.root, found.path.text + ".count") }
        case 7, 8:
            if let atom = followedIntAtom(&uses) { return atom }
        default:
            break
        }
        let (root, path) = statePath(of: .int)!
        return state(root, path.text)
    }
}
