import StateBinding

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer target (c): the StateBinding library driven by bytes. Each operation derives a
/// binding (a member, an element, an element met by iterating the collection binding,
/// `get:set:` around another, `constant`, one with a transaction or an animation), writes
/// through one (alone or several in one `withTransaction`), changes the collection's length,
/// or starts or stops observing one.
///
/// A plain copy of the State's value (the model) gets every write too. After each operation:
/// the State holds the model; every binding still in range reads the model at its place
/// (`constant` its own value); an observer is told at most once per operation, and is told
/// whenever the value it observes changed, and never when the State did not change.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateBinding(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var driver = Driver(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    driver.run()
    return 0
}

struct Item: Equatable {
    var n: Int
    var tag: String
}

struct Model: Equatable {
    var count = 0
    var items: [Item] = [Item(n: 1, tag: "a"), Item(n: 2, tag: "b")]
    var note: String? = nil
}

/// Where a derived `Int` binding points, to read the model there.
indirect enum Place {
    case count
    case element(Int)
    case constant(Int)
    /// `Binding(get:set:)` around another binding: the same place.
    case wrapping(Place)

    func read(_ model: Model) -> Int? {
        switch self {
        case .count: model.count
        case .element(let index): index < model.items.count ? model.items[index].n : nil
        case .constant(let value): value
        case .wrapping(let inner): inner.read(model)
        }
    }

    func write(_ value: Int, _ model: inout Model) {
        switch self {
        case .count: model.count = value
        case .element(let index): model.items[index].n = value
        case .constant: break
        case .wrapping(let inner): inner.write(value, &model)
        }
    }
}

final class Observer {
    var calls = 0
    var observation: StateObservation?
    let place: Place
    init(place: Place) { self.place = place }
}

struct Driver {
    var bytes: [UInt8]
    var position = 0
    let state = State(wrappedValue: Model())
    var model = Model()
    var bindings: [(binding: Binding<Int>, place: Place)] = []
    var observers: [Observer] = []
    var stateCalls = 0
    var stateObservation: StateObservation?

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Int? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return Int(bytes[position])
    }

    mutating func value() -> Int { (next() ?? 0) - 128 }

    mutating func run() {
        let counter = Counter()
        stateObservation = state.observe { _ in counter.calls += 1 }
        var operations = 0
        while let opcode = next(), operations < 200 {
            operations += 1
            let before = model
            for observer in observers { observer.calls = 0 }
            counter.calls = 0
            operate(opcode)
            check(before: before, stateCalls: counter.calls, opcode: opcode)
        }
    }

    final class Counter { var calls = 0 }

    private func isValid(_ place: Place) -> Bool { place.read(model) != nil }

    mutating func binding() -> (binding: Binding<Int>, place: Place)? {
        guard !bindings.isEmpty, let index = next() else { return nil }
        let chosen = bindings[index % bindings.count]
        return isValid(chosen.place) ? chosen : nil
    }

    mutating func operate(_ opcode: Int) {
        let root = state.projectedValue
        switch opcode % 14 {
        case 0:
            bindings.append((root.count, .count))
        case 1:
            guard !model.items.isEmpty, let index = next() else { return }
            let element = index % model.items.count
            bindings.append((root.items[element].n, .element(element)))
        case 2:
            // Met by iterating the collection binding, as `ForEach($items)` does.
            guard !model.items.isEmpty, let index = next() else { return }
            let element = index % model.items.count
            for (offset, item) in root.items.enumerated() where offset == element {
                bindings.append((item.n, .element(element)))
            }
        case 3:
            guard let (inner, place) = binding() else { return }
            bindings.append((Binding(get: { inner.wrappedValue }, set: { inner.wrappedValue = $0 }), .wrapping(place)))
        case 4:
            let value = value()
            bindings.append((.constant(value), .constant(value)))
        case 5:
            guard let (inner, place) = binding() else { return }
            bindings.append((inner.animation(.easeIn), place))
        case 6:
            guard let (inner, place) = binding() else { return }
            var transaction = Transaction()
            transaction.disablesAnimations = true
            bindings.append((inner.transaction(transaction), place))
        case 7, 8:
            guard let (target, place) = binding() else { return }
            let value = value()
            target.wrappedValue = value
            place.write(value, &model)
        case 9:
            // Several writes, one transaction.
            let first = binding(), second = binding()
            let (a, b) = (value(), value())
            withTransaction(Transaction(animation: .linear)) {
                if let first, isValid(first.place) {
                    first.binding.wrappedValue = a
                    first.place.write(a, &model)
                }
                if let second, isValid(second.place) {
                    second.binding.wrappedValue = b
                    second.place.write(b, &model)
                }
            }
        case 10:
            let item = Item(n: value(), tag: String(UnicodeScalar(UInt8(97 + (next() ?? 0) % 26))))
            if next().map({ $0 % 2 == 0 }) ?? true {
                state.wrappedValue.items.append(item)
            } else {
                root.items.wrappedValue.append(item)
            }
            model.items.append(item)
        case 11:
            guard !model.items.isEmpty else { return }
            root.items.wrappedValue.removeLast()
            model.items.removeLast()
        case 12:
            guard let (target, place) = binding() else { return }
            let observer = Observer(place: place)
            observer.observation = target.observe { [observer] _ in observer.calls += 1 }
            if observer.observation == nil, case .constant = place {} else if observer.observation == nil {
                if case .wrapping = place {} else { fail("a binding into the State cannot be observed", opcode) }
            }
            observers.append(observer)
        default:
            guard !observers.isEmpty, let index = next() else { return }
            observers.remove(at: index % observers.count)
            let note = next().map { "note \($0)" }
            state.wrappedValue.note = note
            model.note = note
        }
    }

    func check(before: Model, stateCalls: Int, opcode: Int) {
        if state.wrappedValue != model { fail("the State holds \(state.wrappedValue), the model \(model)", opcode) }
        for (binding, place) in bindings {
            guard let expected = place.read(model) else { continue }
            if binding.wrappedValue != expected {
                fail("a binding to \(place) reads \(binding.wrappedValue), the model \(expected)", opcode)
            }
        }
        if stateCalls > 1 { fail("the State's observer was told \(stateCalls) times in one operation", opcode) }
        if before == model, stateCalls != 0 { fail("the State's observer was told of a change that changed nothing", opcode) }
        if before != model, stateCalls != 1 { fail("the State changed and its observer was not told", opcode) }
        for observer in observers where observer.observation != nil {
            if observer.calls > 1 { fail("an observer of \(observer.place) was told \(observer.calls) times", opcode) }
            if before == model, observer.calls != 0 { fail("an observer of \(observer.place) was told of nothing", opcode) }
            if let old = observer.place.read(before), let new = observer.place.read(model), old != new,
                observer.calls != 1
            {
                fail("\(observer.place) changed \(old) → \(new) and its observer was not told", opcode)
            }
        }
    }

    func fail(_ message: String, _ opcode: Int) -> Never {
        fputs("\n==== StateBinding invariant failed (operation \(opcode % 14)) ====\n\(message)\n", stderr)
        abort()
    }
}
