/// Combine's `ObservableObject` as SwiftUI uses it (Combine does not exist on Linux): a
/// class whose `objectWillChange` fires before any of its `@Published` properties changes.
/// Every view holding it through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`
/// runs again, whatever its body read.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// One publisher per instance, as on Apple's platforms, so a hand-written
    /// `objectWillChange.send()` reaches every view holding the object.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(of: self) }
}

/// What `objectWillChange` is: a signal with no value, sent before a change.
public final class ObservableObjectPublisher {
    private var subscribers: [Int: () -> Void] = [:]
    private var nextID = 0

    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() {
        for id in subscribers.keys.sorted() { subscribers[id]?() }
    }

    /// Calls `handler` before every change, until the returned token is released.
    func subscribe(_ handler: @escaping () -> Void) -> PublisherSubscription {
        nextID += 1
        let id = nextID
        subscribers[id] = handler
        return PublisherSubscription { [weak self] in self?.subscribers[id] = nil }
    }

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    /// Each object's publisher; objects live on the threads that use them, so the table is
    /// per thread as the views are.
    private static let publishers = ThreadLocal<[ObjectIdentifier: Entry]> { [:] }

    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        if let entry = publishers.value[id], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        publishers.value[id] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

/// A subscription to an `ObservableObjectPublisher`, cancelled when released.
final class PublisherSubscription {
    private let cancel: () -> Void

    init(cancel: @escaping () -> Void) {
        self.cancel = cancel
    }

    deinit {
        cancel()
    }
}

/// A property of an `ObservableObject` whose changes are announced: setting it sends
/// `objectWillChange` first, as Combine's `@Published` does.
@propertyWrapper
public struct Published<Value> {
    var stored: Value
    let subject = PublishedSubject<Value>()

    public init(wrappedValue: Value) {
        stored = wrappedValue
    }

    /// `model.$name`: a publisher of the property's values (not a binding: that is
    /// `$model.name`), which sends the current value on subscription and each new one
    /// before it is stored, as Combine's does.
    public var projectedValue: Publisher {
        Publisher(subject: subject, current: stored)
    }

    public struct Publisher {
        let subject: PublishedSubject<Value>
        let current: Value

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(current)
            return AnyCancellable(subject.subscribe(receiveValue))
        }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].stored }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].subject.send(newValue)
            object[keyPath: storageKeyPath].stored = newValue
        }
    }
}

/// The subscribers of one `@Published` property.
final class PublishedSubject<Value> {
    private var subscribers: [Int: (Value) -> Void] = [:]
    private var nextID = 0

    func send(_ value: Value) {
        for id in subscribers.keys.sorted() { subscribers[id]?(value) }
    }

    func subscribe(_ handler: @escaping (Value) -> Void) -> () -> Void {
        nextID += 1
        let id = nextID
        subscribers[id] = handler
        return { [weak self] in self?.subscribers[id] = nil }
    }
}

/// A subscription, cancelled by `cancel()` or when released, as Combine's.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    deinit {
        cancel()
    }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// `$model.name`: a binding to a property of the object.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object a view owns, as SwiftUI's `@StateObject`: made once per identity,
/// when the view is first mounted; a re-created view struct keeps it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let storage: StateObjectStorage<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(make: thunk)
    }

    public var wrappedValue: ObjectType { storage.resolved.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// A StateObject's object, made on first use; a re-created StateObject is pointed at the
/// storage of its view's identity.
final class StateObjectStorage<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var made: ObjectType?
    var installed: StateObjectStorage?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var resolved: StateObjectStorage { installed ?? self }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An observable object put in the environment by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
    /// Puts `object` in the environment for the views inside this one.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        acting(.environment(EnvironmentEntry(key: AnyHashable(ObjectIdentifier(Object.self)), value: object, isEqual: { ($0 as AnyObject) === ($1 as AnyObject) }, text: ".environmentObject(\(Object.self))")))
    }
}

extension ObservedObject: InstallableProperty {
    func install(name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source> {
        system.watch(wrappedValue)
        return InstalledProperty(name: name, storage: nil, sources: [.object(ObjectIdentifier(wrappedValue))], invalidatesUnread: true)
    }
}

extension StateObject: InstallableProperty {
    func install(name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source> {
        if let kept = kept as? StateObjectStorage<ObjectType>, kept !== storage { storage.installed = kept }
        let object = wrappedValue
        system.watch(object)
        return InstalledProperty(name: name, storage: storage.resolved, sources: [.object(ObjectIdentifier(object))], invalidatesUnread: true)
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(name: String, kept: AnyObject?, environment: ViewEnvironment, in system: CompiledViews) -> InstalledProperty<CompiledViews.Source> {
        let key = AnyHashable(ObjectIdentifier(ObjectType.self))
        box.value = environment.value(for: key) as? ObjectType
        var sources: [CompiledViews.Source] = []
        if let object = box.value {
            system.watch(object)
            sources = [.object(ObjectIdentifier(object))]
        }
        return InstalledProperty(name: name, storage: nil, sources: sources, invalidatesUnread: true, environmentKeys: [key])
    }
}
