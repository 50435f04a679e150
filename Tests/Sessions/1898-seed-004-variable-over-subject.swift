// "A minimal State and Binding": the seed's Variable/State/Binding as typed, over a current-value subject of ours (Combine is not on Linux)
final class AnyCancellable: Hashable {
    let cancel: () -> Void
    init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
struct AnyPublisher<Output, Failure: Error> {
    let subscribe: (@escaping (Output) -> Void) -> AnyCancellable
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
    func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher<T, Failure>(subscribe: { receive in self.subscribe { receive(transform($0)) } })
    }
    func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}
final class CurrentValueSubject<Output, Failure: Error> {
    private var receivers: [Int: (Output) -> Void] = [:]
    private var next = 0
    var value: Output { didSet { for key in receivers.keys.sorted() { receivers[key]!(value) } } }
    init(_ value: Output) { self.value = value }
    func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribe: { receive in
            let key = self.next
            self.next += 1
            self.receivers[key] = receive
            receive(self.value)
            return AnyCancellable { self.receivers[key] = nil }
        })
    }
}
@dynamicMemberLookup
class Variable<T> {
    var value: T {
        get { sub.value }
        set { sub.value = newValue }
    }
    
    var stream: AnyPublisher<T, Never> {
        return sub.eraseToAnyPublisher()
    }
    
    subscript<P>(dynamicMember keyPath: WritableKeyPath<T, P>) -> P {
        get { sub.value[keyPath: keyPath] }
        set { sub.value[keyPath: keyPath] = newValue }
    }
    
    fileprivate let sub: CurrentValueSubject<T, Never>
    
    init(_ sub: CurrentValueSubject<T, Never>) {
        self.sub = sub
    }
}

class State<T>: Variable<T> {
    var binding: Binding<T> {
        return Binding(self)
    }

    init(_ value: T) {
        super.init(CurrentValueSubject(value))
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
// The seed's two view controllers, their UIKit views aside.
class ViewController {
    // owns the data
    let story = State(Story())
    var title: String?
    var cancellables = Set<AnyCancellable>()

    func viewDidLoad() {
        // update the word count at every keystroke
        story.stream
            .map(\.text)
            .map { $0?.count ?? 0}
            .map { "Words: \($0)" }
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
    }
}
class TextEditViewController {
    // borrows the data with a read-write access
    private let story: Binding<Story>
    init(story: Binding<Story>) {
        self.story = story
    }
    func textViewDidChange(_ text: String) {
        story.text = text
    }
}
let controller = ViewController()
controller.viewDidLoad()
print(controller.title ?? "nil")
let editor = TextEditViewController(story: controller.story.binding)
editor.textViewDidChange("Once upon a time")
print(controller.title ?? "nil", controller.story.text ?? "nil")
controller.story.value = Story()
print(controller.title ?? "nil", controller.cancellables.count)
