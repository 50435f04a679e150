import StateBinding

struct ObservedResident {
    @State var resident = Resident(name: "Ada", home: Home(number: 1, street: "Loop Road"))

    func run() -> [String] {
        var seen: [String] = []
        let observation = _resident.observe { change in
            seen.append(change.writes.map { "\($0.path): \($0.oldValue) → \($0.newValue)" }.joined(separator: ", "))
        }
        $resident.home.street.wrappedValue = "Main Street"
        // One transaction, one call, with both paths.
        withTransaction(Transaction()) {
            $resident.home.number.wrappedValue += 1
            $resident.name.wrappedValue = "Ada L."
        }
        // An equal value is no change: no call.
        $resident.name.wrappedValue = "Ada L."
        withExtendedLifetime(observation) {}
        return seen
    }
}
