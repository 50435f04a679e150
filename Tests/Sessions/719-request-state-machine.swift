// A state machine for a network request
enum LoadState: Equatable {
    case idle
    case loading(progress: Double)
    case loaded([String])
    case failed(message: String)

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

enum Event {
    case start, progress(Double), finish([String]), fail(String), reset
}

struct Loader {
    var state: LoadState = .idle
    var history: [String] = []

    mutating func send(_ event: Event) {
        switch (state, event) {
        case (.idle, .start), (.failed, .start):
            state = .loading(progress: 0)
        case (.loading, .progress(let p)):
            state = .loading(progress: min(p, 1))
        case (.loading, .finish(let items)):
            state = .loaded(items)
        case (.loading, .fail(let message)):
            state = .failed(message: message)
        case (_, .reset):
            state = .idle
        default:
            history.append("ignored \(event) in \(state)")
            return
        }
        history.append("\(state)")
    }
}

@State var loader = Loader()
loader.send(.start)
loader.send(.progress(0.5))
print(loader.state.isLoading)
loader.send(.progress(1.5))
loader.send(.finish(["a", "b"]))
loader.send(.start)
print(loader.state)
loader.send(.reset)
loader.send(.start)
loader.send(.fail("timeout"))
print(loader.history.joined(separator: "\n"))
if case .failed(let message) = loader.state {
    print("Error: \(message)")
}
print(loader.state == .failed(message: "timeout"))
