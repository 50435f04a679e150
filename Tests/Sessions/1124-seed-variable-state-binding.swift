// "A minimal State and Binding": Variable/State/Binding classes over a small current-value subject, with dynamic member lookup
final class Subject<T> {
    var value: T {
        didSet { for sink in sinks { sink(value) } }
    }
    private var sinks: [(T) -> Void] = []
    init(_ value: T) { self.value = value }
    func sink(_ receive: @escaping (T) -> Void) {
        sinks.append(receive)
        receive(value)
    }
}
@dynamicMemberLookup
class Variable<T> {
    var value: T {
        get { sub.value }
        set { sub.value = newValue }
    }
    subscript<P>(dynamicMember keyPath: WritableKeyPath<T, P>) -> P {
        get { sub.value[keyPath: keyPath] }
        set { sub.value[keyPath: keyPath] = newValue }
    }
    fileprivate let sub: Subject<T>
    init(_ sub: Subject<T>) {
        self.sub = sub
    }
}
class State<T>: Variable<T> {
    var binding: Binding<T> {
        return Binding(self)
    }
    init(_ value: T) {
        super.init(Subject(value))
    }
}
class Binding<T>: Variable<T> {
    init(_ state: State<T>) {
        super.init(state.sub)
    }
}
struct Story {
    var text: String?
}
let story = State(Story())
story.sub.sink { print("Words: \($0.text?.count ?? 0)") }
let editor = story.binding
editor.text = "Once upon a time"
print(story.text ?? "nil")
story.value = Story(text: "The end")
print(editor.text ?? "nil", editor.value.text ?? "nil")
