// arguments: --quiet
// The seed's word-count pipeline ("A minimal implementation of State and Binding with Swift"),
// view code aside. Combine is not available on Linux: this transcript's expected output was
// written from Combine's documented semantics (a CurrentValueSubject sends its current value
// on subscription), not recorded from swiftc.
import Combine

struct Story {
    var text: String?
}

let story = CurrentValueSubject<Story, Never>(Story())
var cancellables = Set<AnyCancellable>()

// Fed to a sink: the current value first, then every keystroke.
story
    .map(\.text)
    .map { $0?.count ?? 0 }
    .sink { print("count:", $0) }
    .store(in: &cancellables)

// Erased to AnyPublisher, as the seed's `stream` is, and assigned to an object's property.
final class Screen {
    var title = "" {
        didSet { print("title:", title) }
    }
    var cancellables = Set<AnyCancellable>()
    func watch(_ stream: AnyPublisher<Story, Never>) {
        stream
            .map(\.text)
            .map { $0?.count ?? 0 }
            .map { "Words: \($0)" }
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
    }
}
let stream: AnyPublisher<Story, Never> = story.eraseToAnyPublisher()
let screen = Screen()
screen.watch(stream)

story.value.text = "Once"
story.value = Story(text: "Once upon")
story.send(Story(text: nil))
print(story.value.text ?? "no text", screen.title)

// Only changes: removeDuplicates() after the count.
let changes = story.map(\.text).map { $0?.count ?? 0 }.removeDuplicates().sink { print("changed:", $0) }
story.value.text = "abc"
story.value.text = "xyz"
story.value.text = "abcd"
