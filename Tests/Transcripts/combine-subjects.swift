// arguments: --quiet
// Combine's subjects. Combine is not available on Linux: this transcript's expected output was
// written from Combine's documented semantics (and OpenCombine's tests), not recorded from swiftc.
// A PassthroughSubject sends only what comes after a subscription; a CurrentValueSubject sends
// its current value on subscription and `value = x` sends x; after completion nothing more is
// sent, `value` stays, and a late subscriber gets only the completion.
import Combine

let passthrough = PassthroughSubject<Int, Never>()
passthrough.send(0)
let first = passthrough.sink { print("first got", $0) }
passthrough.send(1)
let second = passthrough.sink { print("second got", $0) }
passthrough.send(2)
passthrough.send(completion: .finished)
passthrough.send(3)
let late = passthrough.sink(receiveCompletion: { print("late completion:", $0) }, receiveValue: { print("late got", $0) })

let current = CurrentValueSubject<String, Never>("a")
print(current.value)
let watcher = current.sink(receiveCompletion: { print("completion:", $0) }, receiveValue: { print("value:", $0) })
current.send("b")
current.value = "c"
print(current.value)
current.send(completion: .finished)
current.send("d")
current.value = "e"
print(current.value)
let afterwards = current.sink(receiveCompletion: { print("afterwards:", $0) }, receiveValue: { print("afterwards got", $0) })

enum LoadError: Error { case offline }
let failing = PassthroughSubject<Int, LoadError>()
let failure = failing.sink(receiveCompletion: { completion in
    switch completion {
    case .finished: print("finished")
    case .failure(let error): print("failed with", error)
    }
}, receiveValue: { print("loaded", $0) })
failing.send(7)
failing.send(completion: .failure(.offline))
failing.send(completion: .finished)
failing.send(8)
