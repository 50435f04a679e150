/// A button, as SwiftUI's `Button`: `:tap` (or `ViewHost.tap`) runs its action.
public struct Button<Label: View>: _BuiltinView {
    let title: String?
    let label: Label
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.action = action
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let element = ViewElement(kind: "Button", title: title, control: .button { action() })
        return .element(element, children: title == nil ? [label] : [])
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.title = String(title)
        label = Text(title)
        self.action = action
    }
}

/// A switch bound to a Bool: `Toggle "Agree" isOn: false`; `:toggle` flips it.
public struct Toggle<Label: View>: _BuiltinView {
    let title: String?
    let label: Label
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.isOn = isOn
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let value = isOn.wrappedValue
        let element = ViewElement(kind: "Toggle", title: title, detail: "isOn: \(value)", control: .toggle(isOn: value) { isOn.wrappedValue = $0 })
        return .element(element, children: title == nil ? [label] : [])
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        label = Text(title)
        self.isOn = isOn
    }
}

/// A text field bound to a String: `TextField "Name" text: "Ann"`; `:fill` replaces its text.
public struct TextField: _BuiltinView {
    let title: String
    let text: Binding<String>

    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let element = ViewElement(kind: "TextField", title: title, detail: "text: \(ViewGraph<CompiledViews>.quoted(text.wrappedValue))", control: .textField { text.wrappedValue = $0 })
        return .element(element, children: [])
    }
}

/// A text field whose text is not shown: `SecureField "Password" text: "•••"`.
public struct SecureField: _BuiltinView {
    let title: String
    let text: Binding<String>

    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let dots = String(repeating: "•", count: text.wrappedValue.count)
        let element = ViewElement(kind: "SecureField", title: title, detail: "text: \(ViewGraph<CompiledViews>.quoted(dots))", control: .textField { text.wrappedValue = $0 })
        return .element(element, children: [])
    }
}

/// A stepper bound to a value: `Stepper "Count" value: 3`; `:increment` and `:decrement`
/// step it within its bounds.
public struct Stepper: _BuiltinView {
    let title: String
    let valueText: () -> String
    let increment: () -> Void
    let decrement: () -> Void

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.title = String(title)
        valueText = { "\(value.wrappedValue)" }
        increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.title = String(title)
        valueText = { "\(value.wrappedValue)" }
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let element = ViewElement(kind: "Stepper", title: title, detail: "value: \(valueText())", control: .stepper(increment: increment, decrement: decrement))
        return .element(element, children: [])
    }
}

/// A slider bound to a value: `Slider "Volume" value: 0.5`; `:slide` sets it (clamped to its
/// bounds and rounded to its step).
public struct Slider<Label: View>: _BuiltinView {
    let label: Label?
    let valueText: () -> String
    let set: (Double) -> Void
    let bounds: ClosedRange<Double>

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        valueText = { "\(value.wrappedValue)" }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        set = { newValue in
            var clamped = min(max(V(newValue), bounds.lowerBound), bounds.upperBound)
            if step > 0 {
                let steps = ((clamped - bounds.lowerBound) / V(step)).rounded()
                clamped = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
            }
            value.wrappedValue = clamped
        }
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let element = ViewElement(kind: "Slider", detail: "value: \(valueText())", control: .slider(set: set, bounds: bounds))
        return .element(element, children: label.map { [$0] } ?? [])
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { EmptyView() }
    }
}

/// A choice among tagged options: `Picker "Flavor" selection: vanilla`; `:pick` selects the
/// option whose text is given (its `.tag` is the value set).
public struct Picker<SelectionValue: Hashable, Content: View>: _BuiltinView {
    let title: String
    let selection: Binding<SelectionValue>
    let content: Content

    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.selection = selection
        self.content = content()
    }

    public func _content(in system: CompiledViews) -> ViewContent<any View> {
        let element = ViewElement(kind: "Picker", title: title, detail: "selection: \(selection.wrappedValue)", control: .picker { tag in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        })
        return .element(element, children: [content])
    }
}
