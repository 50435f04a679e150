import BindscopeRuntime
import StateBindingUI

/// Installing a session view's dynamic properties, the twin of StateBindingUI's
/// `PropertyInstallation`: a fresh `@State` field's box is replaced by the one its identity
/// keeps (so a re-created `Greeting(name: "Bob")` keeps "Hello Ann"); a `@Binding` is noted by
/// the box it reaches; a `@StateObject` keeps its object; a session's own `DynamicProperty`
/// wrapper (seed 001's `FSState`) by the properties inside it, kept together under its name.
enum ViewProperties {
    static func install(
        in view: inout StructValue, kept: [String: AnyObject]?, environment: ViewEnvironment, execution: Execution
    ) throws -> [InstalledProperty<InterpretedViews.Source>] {
        var installed: [InstalledProperty<InterpretedViews.Source>] = []
        for (index, property) in view.type.storedProperties.enumerated() where index < view.fields.count {
            guard let found = try install(
                &view.fields[index], name: property.name, kept: kept?[property.name], environment: environment, execution: execution)
            else { continue }
            installed.append(found)
        }
        return installed
    }

    private static func install(
        _ field: inout Value, name: String, kept: AnyObject?, environment: ViewEnvironment, execution: Execution
    ) throws -> InstalledProperty<InterpretedViews.Source>? {
        switch field {
        case .state(let box):
            if let kept = kept as? Box {
                field = .state(kept)
                return InstalledProperty(name: name, storage: kept, sources: [.init(box: kept)])
            }
            // Observed from its first mount, so that the write log tells of every write to it,
            // read by a body or not (the report says `unread: 0 → 1` though nothing re-ran).
            _ = box.observed(named: box.name ?? String(name.dropFirst()))
            return InstalledProperty(name: name, storage: box, sources: [.init(box: box)])
        case .binding(let binding):
            if case .storage(let box) = binding.source { return InstalledProperty(name: name, storage: nil, sources: [.init(box: box)]) }
            return InstalledProperty(name: name, storage: nil, sources: [])
        case .structure(var inner):
            let typeName = inner.type.specialization?.base ?? inner.type.name
            if typeName == "StateObject", let index = inner.type.storedPropertyIndex(named: "storage") {
                // The object made at first mount is the one every later struct uses.
                if let kept = kept as? Box {
                    inner.fields[index] = .object(kept)
                    field = .structure(inner)
                }
                guard case .object(let storage) = inner.fields[index] else { return nil }
                let sources = ObservedObjects.sources(of: ObservedObjects.object(in: storage, execution: execution))
                return InstalledProperty(name: name, storage: storage, sources: sources, invalidatesUnread: true)
            }
            if typeName == "ObservedObject", let index = inner.type.storedPropertyIndex(named: "wrappedValue"),
                case .object(let object) = inner.fields[index]
            {
                return InstalledProperty(name: name, storage: nil, sources: ObservedObjects.sources(of: object), invalidatesUnread: true)
            }
            if typeName == "Environment" {
                return try installEnvironment(inner, name: name, environment: environment, execution: execution)
            }
            if typeName == "EnvironmentObject" {
                return installEnvironmentObject(inner, name: name, environment: environment, execution: execution)
            }
            guard inner.type.conformances.contains("DynamicProperty") else { return nil }
            let keptInside = (kept as? NestedStorage)?.storage ?? [:]
            let nested = NestedStorage()
            var sources: [InterpretedViews.Source] = []
            var invalidatesUnread = false
            for (index, property) in inner.type.storedProperties.enumerated() where index < inner.fields.count {
                guard let found = try install(
                    &inner.fields[index], name: property.name, kept: keptInside[property.name], environment: environment,
                    execution: execution)
                else { continue }
                if let storage = found.storage { nested.storage[property.name] = storage }
                sources += found.sources
                invalidatesUnread = invalidatesUnread || found.invalidatesUnread
            }
            field = .structure(inner)
            return InstalledProperty(name: name, storage: nested, sources: sources, invalidatesUnread: invalidatesUnread)
        default:
            return nil
        }
    }
}

extension ViewProperties {
    /// `@Environment(\.key)`, the twin of StateBindingUI's `Environment.install`: the value
    /// the `.environment` modifiers above put (the prelude's `_resolve` applies their writes,
    /// outermost first), read by key.
    private static func installEnvironment(
        _ wrapper: StructValue, name: String, environment: ViewEnvironment, execution: Execution
    ) throws -> InstalledProperty<InterpretedViews.Source> {
        let keyPath = BuiltinViews.field(wrapper, "_keyPath") ?? .void
        let writes = environment.entries.compactMap { ($0.value as? EnvironmentWrite)?.write.optionalPayload }
        try BuiltinViews.call(BuiltinViews.field(wrapper, "_resolve"), [.array(writes)], in: execution)
        return InstalledProperty(name: name, storage: nil, sources: [], environmentKeys: [EnvironmentKeys.keyPath(keyPath)])
    }

    /// `@EnvironmentObject`, the twin of StateBindingUI's `EnvironmentObject.install`: the
    /// object of its type an ancestor put, held as `@ObservedObject` holds one (any change of
    /// it runs the view, read or not).
    private static func installEnvironmentObject(
        _ wrapper: StructValue, name: String, environment: ViewEnvironment, execution: Execution
    ) -> InstalledProperty<InterpretedViews.Source> {
        let typeName = BuiltinViews.field(wrapper, "_typeName")?.asString ?? ""
        let key = EnvironmentKeys.object(typeName)
        var sources: [InterpretedViews.Source] = []
        if case .object(let object)? = environment.value(for: key) as? Value,
            case .object(let box)? = BuiltinViews.field(wrapper, "_box"),
            case .structure(var fields) = box.value,
            let index = fields.type.storedPropertyIndex(named: "value")
        {
            // Put in place, not through a write: installing is no change of state.
            fields.fields[index] = .some(.object(object))
            box.value = .structure(fields)
            sources = ObservedObjects.sources(of: object)
        }
        return InstalledProperty(name: name, storage: nil, sources: sources, invalidatesUnread: true, environmentKeys: [key])
    }
}

/// The `ObservableObject` a `@StateObject` or `@ObservedObject` holds, as the boxes whose
/// writes are its changes: its own storage and that of each `@Published` property in it.
/// Every change of one invalidates the views holding the object, read or not, as its
/// `objectWillChange` does in SwiftUI.
enum ObservedObjects {
    /// The object a StateObject's storage (the prelude's `_StateObjectStorage`) holds, made
    /// now if it was not yet (as SwiftUI makes it when the view is installed).
    static func object(in storage: Box, execution: Execution) -> Box? {
        guard case .structure(let fields) = storage.value,
            let index = fields.type.computedPropertyIndex(named: "value"),
            let getter = fields.type.computedProperties[index].body,
            case .object(let object)? = try? getter.invoke(execution, [.object(storage)])
        else { return nil }
        return object
    }

    static func sources(of object: Box?) -> [InterpretedViews.Source] {
        guard let object else { return [] }
        _ = object.observed(named: object.name ?? "")
        var boxes: [Box] = [object]
        if case .structure(let instance) = object.value {
            for field in instance.fields {
                // `@Published var x` is a `Published` struct over a storage object of its own.
                guard case .structure(let wrapper) = field else { continue }
                for inner in wrapper.fields {
                    if case .object(let storage) = inner {
                        _ = storage.observed(named: storage.name ?? "")
                        boxes.append(storage)
                    }
                }
            }
        }
        return boxes.map { InterpretedViews.Source(box: $0) }
    }
}

/// What a session's own `DynamicProperty` keeps: that of each property inside it.
final class NestedStorage {
    var storage: [String: AnyObject] = [:]
}

/// Whether a re-created view's inputs are those it had, the twin of StateBindingUI's
/// `Reflection.same`: `==` for a session type that declares it, otherwise field by field,
/// dynamic properties left out (they have rules of their own), a closure always different,
/// an object only itself.
enum ViewInputs {
    static func same(_ new: Value, _ old: Value, in execution: Execution) -> Bool {
        guard case .structure(let newView) = new, case .structure(let oldView) = old, newView.type === oldView.type else {
            return false
        }
        if newView.type.conformances.contains("Equatable"), let equal = declaredEquality(newView.type) {
            if let result = try? equal.invoke(execution, [.metatype(.nominal(newView.type)), new, old]) {
                return result.asBool
            }
        }
        if let index = InterpretedViews.modifierIndex(of: newView), index < oldView.fields.count {
            // A session's modifier applied: its body's inputs are the modifier's own fields,
            // dynamic ones left out; the content is drawn apart (`modifiedContent(of:)`).
            return same(InterpretedViews.unwrapped(newView.fields[index]), InterpretedViews.unwrapped(oldView.fields[index]), in: execution)
        }
        for (newField, oldField) in zip(newView.fields, oldView.fields) {
            switch (newField, oldField) {
            case (.state, .state), (.binding, .binding): continue
            // `@Environment` and `@EnvironmentObject`: the environment's rules say when they
            // change, not the struct (each holds a box of its own).
            case (.structure(let wrapper), .structure) where isEnvironmentWrapper(wrapper): continue
            default:
                if !sameField(newField, oldField) { return false }
            }
        }
        return true
    }

    private static func isEnvironmentWrapper(_ value: StructValue) -> Bool {
        let name = value.type.specialization?.base ?? value.type.name
        return name == "Environment" || name == "EnvironmentObject"
    }

    private static func declaredEquality(_ type: NominalType) -> FunctionValue? {
        type.members.staticMethods["=="]?.first?.body
    }

    private static func sameField(_ new: Value, _ old: Value) -> Bool {
        switch (new, old) {
        case (.function, _), (_, .function): return false
        case (.object(let a), .object(let b)): return a === b
        case (.structure(let a), .structure(let b)):
            guard a.type === b.type else { return false }
            for (x, y) in zip(a.fields, b.fields) where !sameField(x, y) { return false }
            return true
        case (.existential(let a, _), .existential(let b, _)): return sameField(a, b)
        case (.some(let a), .some(let b)): return sameField(a, b)
        default: return new == old
        }
    }
}
