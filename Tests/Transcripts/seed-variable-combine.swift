// arguments: --keep-going
// "A minimal implementation of State and Binding with Swift" as typed, view code aside: the
// Variable/State/Binding classes over a real CurrentValueSubject, and the word-count pipeline
// `story.stream.map(\.text).map { $0?.count ?? 0 }` assigned to the controller's `String?`
// title. Combine is not available on Linux: this transcript's expected output was written
// from Combine's documented semantics (a CurrentValueSubject sends its current value on
// subscription and each new one as it is set), not recorded from swiftc.
import Combine

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

// The seed's UIViewController, its views aside: `title` is UIKit's `String?`.
class ViewController {
    // owns the data
    let story = State(Story())
    var title: String?
    var labelText: String?
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

    func viewDidAppear() {
        // notice that we're not using:
        //      label.text = story.value.text
        labelText = story.text
    }

    func onEdit() -> TextEditViewController {
        TextEditViewController(story: story.binding)
    }
}

class TextEditViewController {
    // borrows the data with a read-write access
    private let story: Binding<Story>

    init(story: Binding<Story>) {
        self.story = story
    }

    func textViewDidChange(_ text: String) {
        // notice that we're not using:
        //      story.value.text = textView.text
        story.text = text
    }
}

let controller = ViewController()
controller.viewDidLoad()
controller.title
:watch words = controller.title
:watch text = controller.story.text
let editor = controller.onEdit()
editor.textViewDidChange("Once")
editor.textViewDidChange("Once upon a time")
controller.viewDidAppear()
controller.labelText
// A second subscriber sees the current value at once, then each keystroke with the title.
let printer = controller.story.stream.map(\.text).sink { print("stream:", $0 ?? "nil") }
editor.textViewDidChange("The end")
controller.story.value = Story()
printer.cancel()
editor.textViewDidChange("After the cancel")
