import StateBinding

// The model of the source material's walkthroughs.

struct Address: CustomStringConvertible, Equatable {
    var number: Int
    var street: String
    var description: String { "\(number), \(street)" }
}

struct Person: Equatable {
    var name: String
    var address: Address
}

/// A model with a field named like Binding's own property: `$expr.wrappedValue` is the model.
struct Expression {
    var wrappedValue: Int
    var nonSpecialProp: Int
}

struct Item: Identifiable, Equatable, Hashable {
    var id: Int
    var title: String
    var tags: [String] = []
}

extension Person {
    static let olivier = Person(
        name: "Olivier", address: Address(number: 13, street: "Playground Street"))
}

/// Collects the changes a State reports, for tests to inspect.
final class ChangeLog {
    private(set) var changes: [StateChange] = []
    var observation: StateObservation?

    init() {}

    /// A log of every change of `state`, for as long as the log lives.
    convenience init<Value>(observing state: State<Value>) {
        self.init()
        observation = state.observe(record)
    }

    func record(_ change: StateChange) {
        changes.append(change)
    }

    /// Each change as its paths with old → new values, e.g. `.name: "A" → "B"`.
    var lines: [String] {
        changes.map { change in
            change.writes.map { write in
                "\(write.path): \(debugText(write.oldValue)) → \(debugText(write.newValue))"
            }.joined(separator: "; ")
        }
    }

    private func debugText(_ value: Any) -> String {
        var text = ""
        debugPrint(value, terminator: "", to: &text)
        return text
    }
}
