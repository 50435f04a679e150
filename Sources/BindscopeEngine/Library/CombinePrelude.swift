/// The part of Combine the seeds use, as session-language source every session starts with
/// (Combine is not available on Linux, so these follow its documented semantics, not a
/// recording): `PassthroughSubject`, `CurrentValueSubject` (its current value sent on
/// subscription), `AnyPublisher`/`eraseToAnyPublisher()`, `map`, `filter`,
/// `removeDuplicates()`, both `sink`s, `assign(to:on:)`, `AnyCancellable` (`cancel()`, `store(in:)`, cancelled
/// when released) and `Subscribers.Completion`. A publisher is anything with `_subscribe`,
/// so later library publishers (`@Published`'s projection, `objectWillChange`) conform the
/// same way. Like the sample model, its declarations sit below the session's.
package enum CombinePrelude {
    package static let source = #"""
enum Never: Error {}

enum Subscribers {
    enum Completion<Failure> {
        case finished
        case failure(Failure)
    }
}

final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?
    init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }
    func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }
    func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
    static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
    deinit {
        cancel()
    }
}

protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error
    func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void
}

final class _Subscription<Output, Failure: Error> {
    var receiveValue: (Output) -> Void
    var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    init(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }
}

final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var subscriptions: [_Subscription<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>? = nil
    init() {}
    func send(_ input: Output) {
        if completion != nil { return }
        for subscription in subscriptions { subscription.receiveValue(input) }
    }
    func send(completion: Subscribers.Completion<Failure>) {
        if self.completion != nil { return }
        self.completion = completion
        let finished = subscriptions
        subscriptions = []
        for subscription in finished { subscription.receiveCompletion(completion) }
    }
    func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
        if let completion {
            receiveCompletion(completion)
            return {}
        }
        let subscription = _Subscription(receiveValue, receiveCompletion)
        subscriptions.append(subscription)
        return { [weak self] in self?.subscriptions.removeAll { $0 === subscription } }
    }
}

final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private var subscriptions: [_Subscription<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>? = nil
    private var currentValue: Output
    var value: Output {
        get { currentValue }
        set { send(newValue) }
    }
    init(_ value: Output) {
        currentValue = value
    }
    func send(_ input: Output) {
        if completion != nil { return }
        currentValue = input
        for subscription in subscriptions { subscription.receiveValue(input) }
    }
    func send(completion: Subscribers.Completion<Failure>) {
        if self.completion != nil { return }
        self.completion = completion
        let finished = subscriptions
        subscriptions = []
        for subscription in finished { subscription.receiveCompletion(completion) }
    }
    func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
        if let completion {
            receiveCompletion(completion)
            return {}
        }
        let subscription = _Subscription(receiveValue, receiveCompletion)
        subscriptions.append(subscription)
        receiveValue(currentValue)
        return { [weak self] in self?.subscriptions.removeAll { $0 === subscription } }
    }
}

struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void
    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }
    func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
        subscribe(receiveValue, receiveCompletion)
    }
}

enum Publishers {
    struct Map<Upstream: Publisher, Output, Failure: Error>: Publisher {
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output
        func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
            upstream._subscribe({ receiveValue(transform($0)) }, receiveCompletion)
        }
    }
    struct Filter<Output, Failure: Error>: Publisher {
        let upstream: AnyPublisher<Output, Failure>
        let isIncluded: (Output) -> Bool
        func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
            upstream._subscribe({ if isIncluded($0) { receiveValue($0) } }, receiveCompletion)
        }
    }
    struct RemoveDuplicates<Output, Failure: Error>: Publisher {
        let upstream: AnyPublisher<Output, Failure>
        let predicate: (Output, Output) -> Bool
        func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
            var previous: Output? = nil
            return upstream._subscribe({ value in
                if let last = previous, predicate(last, value) { return }
                previous = value
                receiveValue(value)
            }, receiveCompletion)
        }
    }
}
extension Publisher {
    func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Output, Failure> {
        .init(upstream: AnyPublisher(self), isIncluded: isIncluded)
    }
    func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Output, Failure> {
        .init(upstream: AnyPublisher(self), predicate: predicate)
    }
    func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T, Failure> {
        .init(upstream: self, transform: transform)
    }
    func assign<Root: AnyObject>(to keyPath: WritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        AnyCancellable(_subscribe({ value in
            var target = object
            target[keyPath: keyPath] = value
        }, { _ in }))
    }
    func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
    func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable(_subscribe(receiveValue, receiveCompletion))
    }
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable(_subscribe(receiveValue, { _ in }))
    }
}
extension Publisher where Output: Equatable {
    func removeDuplicates() -> Publishers.RemoveDuplicates<Output, Failure> {
        .init(upstream: AnyPublisher(self), predicate: { $0 == $1 })
    }
}
"""#
}
