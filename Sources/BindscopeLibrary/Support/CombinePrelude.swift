import BindscopeRuntime

/// The part of Combine the seeds use, as session-language source every session starts with
/// (Combine is not available on Linux, so these follow its documented semantics, not a
/// recording): `PassthroughSubject`, `CurrentValueSubject` (its current value sent on
/// subscription), `AnyPublisher`/`eraseToAnyPublisher()`, `map`, `filter`,
/// `removeDuplicates()`, both `sink`s, `assign(to:on:)`, `AnyCancellable` (`cancel()`, `store(in:)`, cancelled
/// when released) and `Subscribers.Completion`; `ObservableObject` with its
/// `ObservableObjectPublisher`, `@Published` (whose projection is a publisher), SwiftUI's
/// `@StateObject`/`@ObservedObject` (whose projection's dynamic members are bindings) and
/// `DynamicProperty`. A publisher is anything with `_subscribe`; the subjects share one
/// `_SubscriberList`. Like the sample model, its declarations sit below the session's.
public enum CombinePrelude {
    public static let source = #"""
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

/// The subscriptions of a subject and its completion: what `PassthroughSubject`,
/// `CurrentValueSubject`, `ObservableObjectPublisher` and `@Published`'s publisher share.
final class _SubscriberList<Output, Failure: Error> {
    private var subscriptions: [_Subscription<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>? = nil
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
    /// Adds a subscription, or completes it at once when the list is finished; returns what
    /// cancels it.
    func add(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
        if let completion {
            receiveCompletion(completion)
            return {}
        }
        let subscription = _Subscription(receiveValue, receiveCompletion)
        subscriptions.append(subscription)
        return { [weak self] in self?.subscriptions.removeAll { $0 === subscription } }
    }
}

final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = _SubscriberList<Output, Failure>()
    init() {}
    func send(_ input: Output) {
        subscribers.send(input)
    }
    func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }
    func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
        subscribers.add(receiveValue, receiveCompletion)
    }
}

extension PassthroughSubject where Output == Void {
    func send() {
        send(())
    }
}

final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = _SubscriberList<Output, Failure>()
    private var currentValue: Output
    var value: Output {
        get { currentValue }
        set { send(newValue) }
    }
    init(_ value: Output) {
        currentValue = value
    }
    func send(_ input: Output) {
        if subscribers.completion != nil { return }
        currentValue = input
        subscribers.send(input)
    }
    func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }
    func _subscribe(_ receiveValue: @escaping (Output) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> () -> Void {
        let cancel = subscribers.add(receiveValue, receiveCompletion)
        if subscribers.completion == nil { receiveValue(currentValue) }
        return cancel
    }
}


/// `objectWillChange` of a class that conforms to `ObservableObject` without declaring one:
/// the checker gives such a class a stored `_objectWillChange` link and a getter
/// (see `Checker+ObservableObject`), which makes the publisher on first use and hands it
/// to the class's `@Published` properties, as Combine's does: until then nobody listens.
final class ObservableObjectPublisher: Publisher {
    typealias Output = Void
    typealias Failure = Never
    private let subscribers = _SubscriberList<Void, Never>()
    init() {}
    func send() {
        subscribers.send(())
    }
    func _subscribe(_ receiveValue: @escaping (Void) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> () -> Void {
        subscribers.add(receiveValue, receiveCompletion)
    }
}

protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// An object's `objectWillChange` once made, held apart from what dependents read, so that
/// making it on first use is no write they see.
final class _ObjectWillChangeLink {
    var publisher: ObservableObjectPublisher? = nil
    init() {}
}

/// Where a `@Published` property's value lives, shared by its wrapper and its publisher.
/// A write sends in `willSet` order: the object's `objectWillChange` first, then the new
/// value to the projection's subscribers, and only then is it stored.
final class _PublishedStorage<Value> {
    var value: Value
    let objectWillChange = _ObjectWillChangeLink()
    let subscribers = _SubscriberList<Value, Never>()
    init(_ value: Value) {
        self.value = value
    }
    func set(_ newValue: Value) {
        objectWillChange.publisher?.send()
        subscribers.send(newValue)
        value = newValue
    }
}

@propertyWrapper struct Published<Value> {
    struct Publisher: Publisher {
        typealias Output = Value
        typealias Failure = Never
        let storage: _PublishedStorage<Value>
        func _subscribe(_ receiveValue: @escaping (Value) -> Void, _ receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> () -> Void {
            let cancel = storage.subscribers.add(receiveValue, receiveCompletion)
            receiveValue(storage.value)
            return cancel
        }
    }
    private let storage: _PublishedStorage<Value>
    init(wrappedValue: Value) {
        storage = _PublishedStorage(wrappedValue)
    }
    init(initialValue: Value) {
        storage = _PublishedStorage(initialValue)
    }
    var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }
    var projectedValue: Published<Value>.Publisher {
        Publisher(storage: storage)
    }
    func _link(_ objectWillChange: ObservableObjectPublisher) {
        storage.objectWillChange.publisher = objectWillChange
    }
}

/// What `$vm` is for `@StateObject`/`@ObservedObject var vm`: `$vm.name` is a `Binding` whose
/// reads and writes go through the object's property (its setter, observers, `@Published`).
@dynamicMemberLookup protocol _ObjectBindings {
    associatedtype ObjectType: AnyObject
    var _root: ObjectType { get }
}

@propertyWrapper struct ObservedObject<ObjectType: ObservableObject> {
    struct Wrapper: _ObjectBindings {
        let _root: ObjectType
        subscript<Subject>(dynamicMember keyPath: WritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(get: { _root[keyPath: keyPath] }, set: { newValue in
                var target = _root
                target[keyPath: keyPath] = newValue
            })
        }
    }
    var wrappedValue: ObjectType
    init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
    init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }
    var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(_root: wrappedValue)
    }
}

/// The object a `@StateObject` owns: made on first use from the initializer's autoclosure,
/// then kept, as a view that installs it keeps it.
final class _StateObjectStorage<ObjectType> {
    private var object: ObjectType? = nil
    private let make: () -> ObjectType
    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }
    var value: ObjectType {
        if let object { return object }
        let made = make()
        object = made
        return made
    }
}

@propertyWrapper struct StateObject<ObjectType: ObservableObject> {
    private let storage: _StateObjectStorage<ObjectType>
    init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = _StateObjectStorage(thunk)
    }
    var wrappedValue: ObjectType {
        storage.value
    }
    var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(_root: storage.value)
    }
}

protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    mutating func update() {}
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
