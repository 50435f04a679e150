// arguments: --quiet --keep-going
// ObservableObject mistakes, in swiftc's words. Combine and SwiftUI are not available on Linux:
// the expected errors were written from what swiftc says of the same mistakes elsewhere, not
// recorded from swiftc.
import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
}
final class Plain {
    var value = 0
}
struct Settings {
    @Published var volume = 1
}
func edit() {
    @Published var draft = ""
}
struct NotAnObject: ObservableObject {}
@StateObject var plain = Plain()
@ObservedObject var observed = Plain()
let counter = Counter()
counter.objectWillChnage.send()
counter.$count.send(3)
// Valid Swift that bindscope does not run: named as unsupported.
let source = PassthroughSubject<Int, Never>()
source.assign(to: &counter.$count)
print("still running")
