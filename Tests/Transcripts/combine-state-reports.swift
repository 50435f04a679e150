// A @State fed by a Combine pipeline (the seed's word count): each value the sink writes is
// reported old → new. Combine is not available on Linux: the pipeline's values follow Combine's
// documented semantics (a CurrentValueSubject sends its current value on subscription).
import Combine
struct Story { var text: String? }
let story = CurrentValueSubject<Story, Never>(Story())
@State var words = -1
let c = story.map(\.text).map { $0?.count ?? 0 }.sink { words = $0 }
story.value.text = "Once"
story.send(Story(text: "Once upon a time"))
c.cancel()
story.send(Story(text: "ignored"))
print(words)
