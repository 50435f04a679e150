// arguments: --keep-going
// "A minimal State and Binding": Variable/State/Binding classes at the prompt; instances held at the session level are followed through every alias
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
struct Story: CustomStringConvertible {
    var text: String?
    var description: String { "Story(\(text ?? "-"))" }
}
let story = State(Story())
:watch words = story.text?.count ?? 0
let editor = story.binding
editor.text = "Once upon a time"
story.value = Story(text: "The end")
:explain editor.text
:why words
