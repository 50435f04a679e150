// arguments: --quiet --keep-going
// Combine mistakes, in swiftc's words. Combine is not available on Linux: the expected errors
// were written from what swiftc says of the same mistakes elsewhere, not recorded from swiftc.
import Combine

var cancellables = Set<AnyCancellable>()
let subject = PassthroughSubject<Int, Never>()
subject.send("one")
let current = CurrentValueSubject<String, Never>(1)
subject.sink { print($0) }.store(in: cancellables)
subject.send(completion: .done)
print(subject.value)
// Valid Swift that bindscope does not run: named as unsupported.
func fail(_ message: String) -> Never { fatalError(message) }
print("reached")
