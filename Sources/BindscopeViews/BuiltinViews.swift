import BindscopeRuntime
import StateBindingUI

/// The SwiftUI prelude's built-in views, read field by field: each case here is the twin of
/// the `_content(in:)` of the view of that name in StateBindingUI/Views (named beside it), so
/// that the graph sees a session's `Button("Tap") { … }` exactly as a compiled one.
enum BuiltinViews {
    /// The type name SwiftUI gives a built-in view whose prelude type is spelled otherwise,
    /// nil for the rest (their own names).
    static func typeName(of view: StructValue) -> String? {
        switch view.type.specialization?.base ?? view.type.name {
        case "_OptionalContent":
            return "Optional<\(view.type.specialization?.arguments.first?.displayName ?? "")>"
        case "_ModifiedByModifier":
            // As CompiledViews names a session's modifier applied: by the modifier's type.
            return field(view, "_modifier").map { InterpretedViewsTypeName.of($0) }
        case "ModifiedContent":
            let effect = field(view, "_effect")?.asString ?? ""
            let content = field(view, "_content").map { InterpretedViewsTypeName.of($0) } ?? ""
            return "ModifiedContent<\(content), \(effect == "style" ? "_StyleModifier" : "_EffectModifier")>"
        default:
            return nil
        }
    }

    static func field(_ view: StructValue, _ name: String) -> Value? {
        guard let index = view.type.storedPropertyIndex(named: name) else { return nil }
        return view.fields[index]
    }

    private static func string(_ view: StructValue, _ name: String) -> String? {
        guard let value = field(view, name) else { return nil }
        // An optional field holding nil (a `Section` without a title) is no text, not a
        // String to read.
        if case .none = value { return nil }
        if case .some(let wrapped) = value { return wrapped.asString }
        return value.asString
    }

    /// What a built-in view is to the graph; nil for a view with a body of its own.
    static func content(of view: StructValue, in system: InterpretedViews) throws -> ViewContent<Value>? {
        let execution = system.execution
        let name = view.type.specialization?.base ?? view.type.name
        func child(_ name: String) -> [Value] {
            guard let value = field(view, name) else { return [] }
            if case .none = value { return [] }
            if case .some(let wrapped) = value { return [wrapped] }
            return [value]
        }
        switch name {
        // Text.swift's `Text`, `Label`, `Image`, `Spacer`, `Divider`.
        case "Text":
            return .element(ViewElement(kind: "Text", title: string(view, "_string")), children: [])
        case "Label":
            let image = ViewGraph<InterpretedViews>.quoted(string(view, "_systemImage") ?? "")
            return .element(ViewElement(kind: "Label", title: string(view, "_title"), detail: "systemImage: \(image)"), children: [])
        case "Image":
            let isSystem = field(view, "_isSystem")?.asBool ?? false
            let detail = (isSystem ? "systemName: " : "") + ViewGraph<InterpretedViews>.quoted(string(view, "_name") ?? "")
            return .element(ViewElement(kind: "Image", detail: detail), children: [])
        case "Spacer", "Divider":
            return .element(ViewElement(kind: name), children: [])
        // Containers.swift's stacks, `List`, `ScrollView`, `NavigationStack`, `Form`, `Section`.
        case "VStack", "HStack", "ZStack", "List", "ScrollView", "NavigationStack", "Form":
            return .element(ViewElement(kind: name), children: child("_content"))
        case "Section":
            return .element(ViewElement(kind: "Section", title: string(view, "_title")), children: child("_content"))
        // ViewBuilder.swift's `TupleView`, `_ConditionalContent`, `Optional`, `EmptyView`,
        // `Group`, `AnyView`.
        case "TupleView":
            guard case .tuple(let elements)? = field(view, "value") else { return .group([]) }
            return .group(elements)
        case "_ConditionalContent":
            if let first = child("_first").first { return .branch(0, first) }
            return .branch(1, child("_second").first ?? .void)
        case "_OptionalContent":
            return .optional(child("_wrapped").first)
        case "EmptyView":
            return .group([])
        // Modifiers.swift's `_ViewModifier_Content` and `EquatableView`.
        case "_ViewModifier_Content":
            return .modifierContent(child("_view").first ?? .void)
        case "EquatableView":
            return .group(child("_content"))
        case "Group":
            return .group(child("_content"))
        case "AnyView":
            return .erased(child("_view").first ?? .void)
        // Controls.swift's `Button`, `Toggle`, `TextField`, `SecureField`, `Stepper`, `Slider`,
        // `Picker`.
        case "Button":
            let title = string(view, "_title")
            let action = field(view, "_action")
            let element = ViewElement(kind: "Button", title: title, control: .button { try call(action, [], in: execution) })
            return .element(element, children: title == nil ? child("_label") : [])
        case "Toggle":
            let title = string(view, "_title")
            guard case .binding(let binding)? = field(view, "_isOn") else { return nil }
            let isOn = try binding.read(in: execution).asBool
            let element = ViewElement(kind: "Toggle", title: title, detail: "isOn: \(isOn)", control: .toggle(isOn: isOn) {
                try binding.store(.bool($0), in: execution)
            })
            return .element(element, children: title == nil ? child("_label") : [])
        case "TextField", "SecureField":
            guard case .binding(let binding)? = field(view, "_text") else { return nil }
            let text = try binding.read(in: execution).asString
            let shown = name == "SecureField" ? String(repeating: "•", count: text.count) : text
            let element = ViewElement(kind: name, title: string(view, "_title"), detail: "text: \(ViewGraph<InterpretedViews>.quoted(shown))", control: .textField {
                try binding.store(.string($0), in: execution)
            })
            return .element(element, children: [])
        case "Stepper":
            let valueText = try call(field(view, "_valueText"), [], in: execution).asString
            let increment = field(view, "_increment"), decrement = field(view, "_decrement")
            let element = ViewElement(kind: "Stepper", title: string(view, "_title"), detail: "value: \(valueText)", control: .stepper(
                increment: { try call(increment, [], in: execution) }, decrement: { try call(decrement, [], in: execution) }))
            return .element(element, children: [])
        case "Slider":
            let valueText = try call(field(view, "_valueText"), [], in: execution).asString
            let set = field(view, "_set")
            let lower = field(view, "_lower")?.asDouble ?? 0, upper = field(view, "_upper")?.asDouble ?? 1
            let element = ViewElement(kind: "Slider", detail: "value: \(valueText)", control: .slider(set: {
                try call(set, [.double($0)], in: execution)
            }, bounds: lower...max(lower, upper)))
            return .element(element, children: child("_label"))
        case "Picker":
            let selection = try call(field(view, "_selectionText"), [], in: execution).asString
            let select = field(view, "_select")
            let element = ViewElement(kind: "Picker", title: string(view, "_title"), detail: "selection: \(selection)", control: .picker { tag in
                guard let id = tag.base as? ViewID else { return }
                try call(select, [id.value], in: execution)
            })
            return .element(element, children: child("_content"))
        // ForEach.swift's `ForEach`.
        case "ForEach":
            guard case .array(let ids)? = field(view, "_ids"), case .array(let texts)? = field(view, "_idTexts"),
                case .array(let views)? = field(view, "_views")
            else { return .group([]) }
            let elements = ids.indices.map { index in
                ForEachElement(id: AnyHashable(ViewID(ids[index], text: texts[index].asString)), idText: texts[index].asString, view: views[index])
            }
            return .forEach(typeName: string(view, "_typeName") ?? "ForEach", elements)
        // Modifiers.swift's library modifiers.
        case "ModifiedContent":
            guard let content = child("_content").first else { return nil }
            return .modified(content, try effect(of: view, in: execution))
        default:
            return nil
        }
    }

    /// The effect of a library modifier: the twin of `View.styled`, `acting` and their callers
    /// in StateBindingUI's Modifiers.swift and StyleModifiers.swift.
    private static func effect(of view: StructValue, in execution: Execution) throws -> ModifierEffect {
        let text = string(view, "_text") ?? ""
        let flag = field(view, "_flag")?.asBool ?? false
        let action = field(view, "_action")
        switch string(view, "_effect") ?? "" {
        case "id":
            let id = field(view, "_id").flatMap { $0.optionalPayload } ?? .void
            return .identity(AnyHashable(ViewID(id, text: text)), text: text, isFresh: flag)
        case "onAppear":
            return .onAppear { try call(action, [], in: execution) }
        case "onDisappear":
            return .onDisappear { try call(action, [], in: execution) }
        case "onChange":
            let value = field(view, "_changeValue").flatMap { $0.optionalPayload } ?? .void
            let changeAction = field(view, "_changeAction")
            return .onChange(OnChange(value: value, isEqual: { ($0 as? Value) == ($1 as? Value) }, initial: flag) { old, new in
                guard let old = old as? Value, let new = new as? Value else { return }
                try call(changeAction, [old, new], in: execution)
            })
        case "disabled":
            return .disabled(flag)
        case "tag":
            let tag = field(view, "_id").flatMap { $0.optionalPayload } ?? .void
            return .tag(AnyHashable(ViewID(tag, text: text)))
        // Environment.swift's `environment(_:_:)`: the key is the key path, the entry's value
        // what installing an `@Environment` applies (see `ViewProperties`).
        case "environment":
            let keyPath = field(view, "_environmentKey").flatMap { $0.optionalPayload } ?? .void
            let value = field(view, "_changeValue").flatMap { $0.optionalPayload } ?? .void
            let write = EnvironmentWrite(write: field(view, "_environmentWrite") ?? .none, value: value)
            return .environment(EnvironmentEntry(key: EnvironmentKeys.keyPath(keyPath), value: write, isEqual: { old, new in
                (old as? EnvironmentWrite)?.value == (new as? EnvironmentWrite)?.value
            }, text: text))
        // ObservableObject.swift's `environmentObject(_:)`: by the object's type, the same object.
        case "environmentObject":
            let typeName = field(view, "_environmentKey").flatMap { $0.optionalPayload }.map { InterpretedViews.unwrapped($0).asString } ?? ""
            let object = InterpretedViews.unwrapped(field(view, "_changeValue").flatMap { $0.optionalPayload } ?? .void)
            return .environment(EnvironmentEntry(key: EnvironmentKeys.object(typeName), value: object, isEqual: { old, new in
                if case .object(let a)? = old as? Value, case .object(let b)? = new as? Value { return a === b }
                return (old as? Value) == (new as? Value)
            }, text: text))
        // TransactionModifiers.swift's `animation(_:value:)`, `animation(_:)`, `transaction(_:)`.
        case "transaction":
            let value = flag ? (field(view, "_changeValue").flatMap { $0.optionalPayload } ?? .void) : nil
            let transform = field(view, "_transform")
            return .transaction(TransactionModifier(text: text, value: value, isEqual: { ($0 as? Value) == ($1 as? Value) }) { transaction in
                if case .transaction(let made) = try call(transform, [.transaction(transaction)], in: execution) { transaction = made }
            })
        default:
            return .style(text)
        }
    }

    /// Calls a closure the prelude stored (optional or not) with `arguments`.
    @discardableResult
    static func call(_ closure: Value?, _ arguments: [Value], in execution: Execution) throws -> Value {
        var value = closure ?? .none
        if case .some(let wrapped) = value { value = wrapped }
        guard case .function(let function) = value else { return .void }
        return try function.invoke(execution, arguments)
    }
}

/// What `.environment(\.key, value)` puts: the prelude's closure that writes it into
/// `EnvironmentValues`, and the value, by which two entries compare.
struct EnvironmentWrite {
    let write: Value
    let value: Value
}

/// The environment's keys, as the graph compares them: a key path of `EnvironmentValues`
/// (`\.theme`, the same key whether `@Environment` or `.environment` spelled it), or the type
/// of an `@EnvironmentObject`.
enum EnvironmentKeys {
    static func keyPath(_ keyPath: Value) -> AnyHashable {
        AnyHashable(ViewID(keyPath, text: ""))
    }

    static func object(_ typeName: String) -> AnyHashable {
        AnyHashable("environmentObject " + typeName)
    }
}

/// A ForEach element's id, an `.id(_:)`'s or a `.tag(_:)`'s: a session value, equal by
/// value, shown as the session printed it.
struct ViewID: Hashable, CustomStringConvertible {
    let value: Value
    let text: String

    init(_ value: Value, text: String) {
        self.value = value
        self.text = text
    }

    /// The value itself, whatever `AnyHashable` or `Any` holds it.
    private var base: Value {
        var base = value
        while true {
            switch base {
            case .anyHashable(let inner, _), .existential(let inner, _): base = inner
            default: return base
            }
        }
    }

    static func == (lhs: ViewID, rhs: ViewID) -> Bool { lhs.base == rhs.base }
    func hash(into hasher: inout Hasher) { hasher.combine(base) }
    var description: String { text }
}

/// A view's type name as `InterpretedViews.typeName(of:)` gives it, for the names of the
/// prelude's types that hold another view.
enum InterpretedViewsTypeName {
    static func of(_ view: Value) -> String {
        let value = InterpretedViews.unwrapped(view)
        guard case .structure(let structure) = value else { return value.dynamicType.displayName }
        return BuiltinViews.typeName(of: structure) ?? swiftSpelling(SessionType.nominal(structure.type).displayName)
    }

    /// A type name as Swift spells it where the prelude's types differ from SwiftUI's: an
    /// `if` without `else` is `Optional<…>`; a Button or Toggle made from a title is
    /// `Button<Text>` (the prelude's are not generic over their label, so one made with a
    /// label of another type is spelled so too).
    static func swiftSpelling(_ name: String) -> String {
        guard name.contains("<") else { return name }
        var spelled: String = name.replacing("_OptionalContent<", with: "Optional<")
        for generic in ["Button", "Toggle"] {
            // Only the whole name: a session's `PrimaryButton` is its own.
            for start in ["<", "(", " "] {
                for end in [",", ")", ">"] {
                    let bare: String = start + generic + end
                    let labelled: String = start + generic + "<Text>" + end
                    spelled = spelled.replacing(bare, with: labelled)
                }
            }
        }
        return spelled
    }
}
