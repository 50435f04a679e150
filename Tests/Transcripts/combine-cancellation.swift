// arguments: --quiet
// Cancelling Combine subscriptions. Combine is not available on Linux: this transcript's
// expected output was written from Combine's documented semantics (an AnyCancellable cancels
// when cancel() is called or when it is released), not recorded from swiftc.
import Combine

final class Counter {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("\(label) released") }
}

let ticks = PassthroughSubject<Int, Never>()

// Discarded at once: released, so cancelled before any value comes.
_ = ticks.sink { print("discarded got", $0) }

// Cancelled by hand: nothing after cancel(), and cancelling again does nothing.
let manual = ticks.sink { print("manual got", $0) }
ticks.send(1)
manual.cancel()
manual.cancel()
ticks.send(2)

// Stored in a set: lives as long as the set holds it.
var cancellables = Set<AnyCancellable>()
ticks.map { $0 * 10 }.sink { print("stored got", $0) }.store(in: &cancellables)
ticks.filter { $0 > 2 }.sink { print("filtered got", $0) }.store(in: &cancellables)
print(cancellables.count)
ticks.send(3)
cancellables.removeAll()
ticks.send(4)

// Held by an optional: setting it to nil releases it.
var held: AnyCancellable? = ticks.sink { print("held got", $0) }
ticks.send(5)
held = nil
ticks.send(6)

// Released when the function that made it returns; a closure's captures live as long as the subscription.
func listen(for count: Int) {
    let counter = Counter("counter \(count)")
    let local = ticks.sink { print(counter.label, "got", $0) }
    for n in 0..<count { ticks.send(100 + n) }
}
listen(for: 2)
ticks.send(7)

// An object keeps its subscriptions; releasing the object cancels them.
final class Listener {
    var cancellables = Set<AnyCancellable>()
    deinit { print("listener released") }
}
var listener: Listener? = Listener()
ticks.sink { print("listener got", $0) }.store(in: &listener!.cancellables)
ticks.send(8)
listener = nil
ticks.send(9)
print("done")
