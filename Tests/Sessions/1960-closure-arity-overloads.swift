// A pair of overloads that differ only in their closure: `(T, T) -> Void` and `() -> Void`.
// A closure that takes no parameters cannot ignore the two its context would give it, so it
// is the `() -> Void` overload's, in whichever order they are declared (SwiftUI's
// `onChange(of:initial:_:)` has this pair).
func watch<T: Equatable>(_ value: T, initial: Bool = false, _ action: @escaping (T, T) -> Void) {
    print("watch: two parameters")
    action(value, value)
}
func watch<T: Equatable>(_ value: T, initial: Bool = false, _ action: @escaping () -> Void) {
    print("watch: none")
    action()
}
watch(1) { print("no parameters") }
watch(2) { old, new in print("old \(old), new \(new)") }
watch("a", initial: true) { print("no parameters, with initial") }

struct Recorder {
    func on<T>(_ value: T, _ action: () -> Void) { print("on: none"); action() }
    func on<T>(_ value: T, _ action: (T, T) -> Void) { print("on: two parameters"); action(value, value) }
}
Recorder().on(3) { print("no parameters") }
Recorder().on(4) { a, b in print(a + b) }

protocol Shape {}
struct Square: Shape {}
extension Shape {
    func react<V: Equatable>(to value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> String {
        action(value, value)
        return "react: two parameters"
    }
    func react<V: Equatable>(to value: V, initial: Bool = false, _ action: @escaping () -> Void) -> String {
        action()
        return "react: none"
    }
}
print(Square().react(to: 5, initial: true) { print("no parameters") })
print(Square().react(to: 6) { x, y in print(x, y) })
