/// SwiftUI's views as session-language source every session starts with, loaded below the
/// session as the Combine prelude is: `View`, `ViewBuilder`, the primitives, containers and
/// modifiers of StateBindingUI with the same initializer signatures, `Self._printChanges()`,
/// and `ViewHost`. A built-in view is plain data here (its fields start with `_`); what it
/// means to the graph is read field by field by `InterpretedViews.content(of:)`, the twin of
/// each `_content(in:)` in StateBindingUI/Views.
///
/// Where the session language cannot say what SwiftUI says, the prelude says it another way
/// and `InterpretedViews` hides the difference: built-in views' bodies are `EmptyView` (a
/// computed property cannot return `Never` in a session), content is held as `any View`
/// rather than as a generic parameter, and an `if` without `else` is an `_OptionalContent`
/// (a session cannot make `Optional` conform to `View`).
public enum SwiftUIPrelude {
    public static let source = #"""
protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

struct EmptyView: View {
    init() {}
    var body: EmptyView { return self }
}

struct TupleView<_T>: View {
    let value: _T
    init(_ value: _T) {
        self.value = value
    }
    var body: EmptyView { return EmptyView() }
}

struct _ConditionalContent<_TrueContent: View, _FalseContent: View>: View {
    let _first: _TrueContent?
    let _second: _FalseContent?
    var body: EmptyView { return EmptyView() }
}

struct _OptionalContent<_Wrapped: View>: View {
    let _wrapped: _Wrapped?
    var body: EmptyView { return EmptyView() }
}

struct AnyView: View {
    let _view: any View
    init<_V: View>(_ view: _V) {
        _view = view
    }
    init<_V: View>(erasing view: _V) {
        _view = view
    }
    var body: EmptyView { return EmptyView() }
}

@resultBuilder
enum ViewBuilder {
    static func buildBlock() -> EmptyView { EmptyView() }
    static func buildBlock<_Content: View>(_ content: _Content) -> _Content { content }
    static func buildBlock<_C0: View, _C1: View>(_ c0: _C0, _ c1: _C1) -> TupleView<(_C0, _C1)> { TupleView((c0, c1)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2) -> TupleView<(_C0, _C1, _C2)> { TupleView((c0, c1, c2)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View, _C3: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2, _ c3: _C3) -> TupleView<(_C0, _C1, _C2, _C3)> { TupleView((c0, c1, c2, c3)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View, _C3: View, _C4: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2, _ c3: _C3, _ c4: _C4) -> TupleView<(_C0, _C1, _C2, _C3, _C4)> { TupleView((c0, c1, c2, c3, c4)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View, _C3: View, _C4: View, _C5: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2, _ c3: _C3, _ c4: _C4, _ c5: _C5) -> TupleView<(_C0, _C1, _C2, _C3, _C4, _C5)> { TupleView((c0, c1, c2, c3, c4, c5)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View, _C3: View, _C4: View, _C5: View, _C6: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2, _ c3: _C3, _ c4: _C4, _ c5: _C5, _ c6: _C6) -> TupleView<(_C0, _C1, _C2, _C3, _C4, _C5, _C6)> { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View, _C3: View, _C4: View, _C5: View, _C6: View, _C7: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2, _ c3: _C3, _ c4: _C4, _ c5: _C5, _ c6: _C6, _ c7: _C7) -> TupleView<(_C0, _C1, _C2, _C3, _C4, _C5, _C6, _C7)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View, _C3: View, _C4: View, _C5: View, _C6: View, _C7: View, _C8: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2, _ c3: _C3, _ c4: _C4, _ c5: _C5, _ c6: _C6, _ c7: _C7, _ c8: _C8) -> TupleView<(_C0, _C1, _C2, _C3, _C4, _C5, _C6, _C7, _C8)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    static func buildBlock<_C0: View, _C1: View, _C2: View, _C3: View, _C4: View, _C5: View, _C6: View, _C7: View, _C8: View, _C9: View>(_ c0: _C0, _ c1: _C1, _ c2: _C2, _ c3: _C3, _ c4: _C4, _ c5: _C5, _ c6: _C6, _ c7: _C7, _ c8: _C8, _ c9: _C9) -> TupleView<(_C0, _C1, _C2, _C3, _C4, _C5, _C6, _C7, _C8, _C9)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
    static func buildExpression<_Content: View>(_ content: _Content) -> _Content { content }
    static func buildIf<_Content: View>(_ content: _Content?) -> _OptionalContent<_Content> { _OptionalContent(_wrapped: content) }
    static func buildOptional<_Content: View>(_ content: _Content?) -> _OptionalContent<_Content> { _OptionalContent(_wrapped: content) }
    static func buildEither<_TrueContent: View, _FalseContent: View>(first: _TrueContent) -> _ConditionalContent<_TrueContent, _FalseContent> {
        _ConditionalContent(_first: first, _second: nil)
    }
    static func buildEither<_TrueContent: View, _FalseContent: View>(second: _FalseContent) -> _ConditionalContent<_TrueContent, _FalseContent> {
        _ConditionalContent(_first: nil, _second: second)
    }
    static func buildLimitedAvailability<_Content: View>(_ content: _Content) -> AnyView { AnyView(content) }
}


struct Group: View {
    let _content: any View
    init<_Content: View>(@ViewBuilder content: () -> _Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct Text: View, Equatable {
    let _string: String
    init(_ content: String) {
        _string = content
    }
    init(verbatim content: String) {
        _string = content
    }
    var body: EmptyView { return EmptyView() }
}

struct Label: View, Equatable {
    let _title: String
    let _systemImage: String
    init(_ title: String, systemImage name: String) {
        _title = title
        _systemImage = name
    }
    var body: EmptyView { return EmptyView() }
}

struct Image: View, Equatable {
    let _name: String
    let _isSystem: Bool
    init(systemName: String) {
        _name = systemName
        _isSystem = true
    }
    init(_ name: String) {
        _name = name
        _isSystem = false
    }
    var body: EmptyView { return EmptyView() }
}

struct Spacer: View, Equatable {
    init() {}
    var body: EmptyView { return EmptyView() }
}

struct Divider: View, Equatable {
    init() {}
    var body: EmptyView { return EmptyView() }
}

enum HorizontalAlignment { case leading, center, trailing }
enum VerticalAlignment { case top, center, bottom, firstTextBaseline, lastTextBaseline }
enum Alignment { case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing }

/// The containers: one struct each, drawn by its `_kind`.
struct VStack: View {
    let _kind = "VStack"
    let _content: any View
    init<_Content: View>(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> _Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct HStack: View {
    let _kind = "HStack"
    let _content: any View
    init<_Content: View>(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> _Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct ZStack: View {
    let _kind = "ZStack"
    let _content: any View
    init<_Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> _Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct List: View {
    let _kind = "List"
    let _content: any View
    init<_Content: View>(@ViewBuilder content: () -> _Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct ScrollView: View {
    let _kind = "ScrollView"
    let _content: any View
    init<_Content: View>(@ViewBuilder content: () -> _Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct NavigationStack: View {
    let _kind = "NavigationStack"
    let _content: any View
    init<_Content: View>(@ViewBuilder root: () -> _Content) {
        _content = root()
    }
    var body: EmptyView { return EmptyView() }
}

struct Form: View {
    let _kind = "Form"
    let _content: any View
    init<_Content: View>(@ViewBuilder content: () -> _Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct Section: View {
    let _title: String?
    let _content: any View
    init<_Content: View>(@ViewBuilder content: () -> _Content) {
        _title = nil
        _content = content()
    }
    init<_Content: View>(_ title: String, @ViewBuilder content: () -> _Content) {
        _title = title
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct Button: View {
    let _title: String?
    let _label: any View
    let _action: () -> Void
    init<_LabelContent: View>(action: @escaping () -> Void, @ViewBuilder label: () -> _LabelContent) {
        _title = nil
        _label = label()
        _action = action
    }
    init(_ title: String, action: @escaping () -> Void) {
        _title = title
        _label = Text(title)
        _action = action
    }
    var body: EmptyView { return EmptyView() }
}

struct Toggle: View {
    let _title: String?
    let _label: any View
    let _isOn: Binding<Bool>
    init<_LabelContent: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> _LabelContent) {
        _title = nil
        _label = label()
        _isOn = isOn
    }
    init(_ title: String, isOn: Binding<Bool>) {
        _title = title
        _label = Text(title)
        _isOn = isOn
    }
    var body: EmptyView { return EmptyView() }
}

struct TextField: View {
    let _title: String
    let _text: Binding<String>
    init(_ title: String, text: Binding<String>) {
        _title = title
        _text = text
    }
    var body: EmptyView { return EmptyView() }
}

struct SecureField: View {
    let _title: String
    let _text: Binding<String>
    init(_ title: String, text: Binding<String>) {
        _title = title
        _text = text
    }
    var body: EmptyView { return EmptyView() }
}

struct Stepper: View {
    let _title: String
    let _valueText: () -> String
    let _increment: () -> Void
    let _decrement: () -> Void
    init(_ title: String, value: Binding<Int>, in bounds: ClosedRange<Int>, step: Int = 1) {
        _title = title
        _valueText = { "\(value.wrappedValue)" }
        _increment = { value.wrappedValue = min(value.wrappedValue + step, bounds.upperBound) }
        _decrement = { value.wrappedValue = max(value.wrappedValue - step, bounds.lowerBound) }
    }
    init(_ title: String, value: Binding<Int>, step: Int = 1) {
        _title = title
        _valueText = { "\(value.wrappedValue)" }
        _increment = { value.wrappedValue += step }
        _decrement = { value.wrappedValue -= step }
    }
    init(_ title: String, value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1) {
        _title = title
        _valueText = { "\(value.wrappedValue)" }
        _increment = { value.wrappedValue = min(value.wrappedValue + step, bounds.upperBound) }
        _decrement = { value.wrappedValue = max(value.wrappedValue - step, bounds.lowerBound) }
    }
    var body: EmptyView { return EmptyView() }
}

struct Slider: View {
    let _label: (any View)?
    let _valueText: () -> String
    let _set: (Double) -> Void
    let _lower: Double
    let _upper: Double
    init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0) {
        _label = nil
        _valueText = { "\(value.wrappedValue)" }
        _lower = bounds.lowerBound
        _upper = bounds.upperBound
        _set = { newValue in
            var clamped = min(max(newValue, bounds.lowerBound), bounds.upperBound)
            if step > 0 {
                let steps = ((clamped - bounds.lowerBound) / step).rounded()
                clamped = min(bounds.lowerBound + steps * step, bounds.upperBound)
            }
            value.wrappedValue = clamped
        }
    }
    init<_LabelContent: View>(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, @ViewBuilder label: () -> _LabelContent) {
        self.init(value: value, in: bounds, step: step)
        _label = label()
    }
    var body: EmptyView { return EmptyView() }
}

struct Picker: View {
    let _title: String
    let _selectionText: () -> String
    let _select: (AnyHashable) -> Void
    let _content: any View
    init<_SelectionValue: Hashable, _Content: View>(_ title: String, selection: Binding<_SelectionValue>, @ViewBuilder content: () -> _Content) {
        _title = title
        _selectionText = { "\(selection.wrappedValue)" }
        _select = { tag in
            if let value = tag.base as? _SelectionValue { selection.wrappedValue = value }
        }
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

/// `ForEach`: the elements' ids and views, made when the view is made.
struct ForEach: View {
    let _typeName: String
    let _ids: [AnyHashable]
    let _idTexts: [String]
    let _views: [any View]
    init<_Element: Identifiable, _Content: View>(_ data: [_Element], @ViewBuilder content: @escaping (_Element) -> _Content) {
        _typeName = "ForEach<Array<\(_Element.self)>, \(data.first.map { "\(type(of: $0.id))" } ?? "ID"), \(_Content.self)>"
        _ids = data.map { AnyHashable($0.id) }
        _idTexts = data.map { "\($0.id)" }
        _views = data.map { content($0) }
    }
    init<_Element, _ID: Hashable, _Content: View>(_ data: [_Element], id: KeyPath<_Element, _ID>, @ViewBuilder content: @escaping (_Element) -> _Content) {
        _typeName = "ForEach<Array<\(_Element.self)>, \(_ID.self), \(_Content.self)>"
        _ids = data.map { AnyHashable($0[keyPath: id]) }
        _idTexts = data.map { "\($0[keyPath: id])" }
        _views = data.map { content($0) }
    }
    init<_Content: View>(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> _Content) {
        _typeName = "ForEach<Range<Int>, Int, \(_Content.self)>"
        _ids = data.map { AnyHashable($0) }
        _idTexts = data.map { "\($0)" }
        _views = data.map { content($0) }
    }
    var body: EmptyView { return EmptyView() }
}

/// A key of the environment, as StateBindingUI's `EnvironmentKey`: its value where no view
/// above put one.
protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values of the environment a view is in: extended with a property per key
/// (`var theme: String { get { self[ThemeKey.self] } set { … } }`). A key is its type's name.
struct EnvironmentValues {
    var _values: [String: Any] = [:]
    init() {}
    subscript<_Key: EnvironmentKey>(key: _Key.Type) -> _Key.Value {
        get { _values["\(_Key.self)"] as? _Key.Value ?? _Key.defaultValue }
        set { _values["\(_Key.self)"] = newValue }
    }
}

/// Where the installed value of an `@Environment` or `@EnvironmentObject` lives: the view
/// struct is a value, so installing it fills this box, which every copy shares.
final class _EnvironmentBox<_Value> {
    var value: _Value? = nil
    init() {}
}

/// `@Environment(\.key)`: installing the view (`ViewProperties`) gives `_resolve` the
/// writes of the `.environment` modifiers above it, outermost first.
@propertyWrapper struct Environment<_Value> {
    let _keyPath: KeyPath<EnvironmentValues, _Value>
    let _box: _EnvironmentBox<_Value>
    let _resolve: ([(EnvironmentValues) -> EnvironmentValues]) -> Void
    init(_ keyPath: KeyPath<EnvironmentValues, _Value>) {
        let box = _EnvironmentBox<_Value>()
        _keyPath = keyPath
        _box = box
        _resolve = { writes in
            var values = EnvironmentValues()
            for write in writes { values = write(values) }
            box.value = values[keyPath: keyPath]
        }
    }
    var wrappedValue: _Value {
        if let value = _box.value { return value }
        return EnvironmentValues()[keyPath: _keyPath]
    }
}

/// `@EnvironmentObject`: installing the view puts the object of its type that an ancestor's
/// `.environmentObject(_:)` put in `_box`.
@propertyWrapper struct EnvironmentObject<ObjectType: ObservableObject> {
    let _typeName: String
    let _box: _EnvironmentBox<ObjectType>
    init() {
        _typeName = "\(ObjectType.self)"
        _box = _EnvironmentBox<ObjectType>()
    }
    var wrappedValue: ObjectType {
        guard let object = _box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(_root: wrappedValue)
    }
}

/// A view with a library modifier applied: `_effect` says which (`style`, `id`, `onAppear`,
/// `onDisappear`, `onChange`, `disabled`, `tag`, `environment`, `environmentObject`), the
/// other fields what it needs.
struct ModifiedContent: View {
    let _content: any View
    let _effect: String
    let _text: String
    var _action: (() -> Void)? = nil
    var _flag: Bool = false
    var _id: AnyHashable? = nil
    var _changeValue: Any? = nil
    var _changeAction: ((Any, Any) -> Void)? = nil
    var _environmentKey: Any? = nil
    var _environmentWrite: ((EnvironmentValues) -> EnvironmentValues)? = nil
    var _transform: ((Transaction) -> Transaction)? = nil
    var body: EmptyView { return EmptyView() }
}

/// A modifier of the session's own: its `body(content:)` wraps the view it is applied to
/// (`.modifier(Card())`); it may hold state of its own.
protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content
    @ViewBuilder func body(content: _ViewModifier_Content) -> Body
}

/// The view a `ViewModifier`'s body is given: the content it modifies.
struct _ViewModifier_Content: View {
    let _view: any View
    var body: EmptyView { return EmptyView() }
}

/// A view with a session's modifier applied: a view with a body, the modifier's
/// `body(content:)` (run by `InterpretedViews.body(of:)`), whose state is the modifier's.
struct _ModifiedByModifier: View {
    let _modifier: any ViewModifier
    let _content: _ViewModifier_Content
    var body: EmptyView { return EmptyView() }
}

/// A view compared with its own `==` (`.equatable()`).
struct EquatableView: View {
    let _content: any View
    var body: EmptyView { return EmptyView() }
}

struct Color: Hashable {
    let _name: String
    static let red = Color(_name: "red")
    static let orange = Color(_name: "orange")
    static let yellow = Color(_name: "yellow")
    static let green = Color(_name: "green")
    static let blue = Color(_name: "blue")
    static let purple = Color(_name: "purple")
    static let pink = Color(_name: "pink")
    static let gray = Color(_name: "gray")
    static let black = Color(_name: "black")
    static let white = Color(_name: "white")
    static let primary = Color(_name: "primary")
    static let secondary = Color(_name: "secondary")
    static let accentColor = Color(_name: "accentColor")
    static let clear = Color(_name: "clear")
}

struct Font: Hashable {
    let _name: String
    static let largeTitle = Font(_name: "largeTitle")
    static let title = Font(_name: "title")
    static let title2 = Font(_name: "title2")
    static let title3 = Font(_name: "title3")
    static let headline = Font(_name: "headline")
    static let subheadline = Font(_name: "subheadline")
    static let body = Font(_name: "body")
    static let callout = Font(_name: "callout")
    static let footnote = Font(_name: "footnote")
    static let caption = Font(_name: "caption")
    static let caption2 = Font(_name: "caption2")
}

/// An edge set, for `.padding(.horizontal, 8)`.
enum Edge {
    struct Set: Hashable {
        let _name: String
        static let all = Edge.Set(_name: "all")
        static let horizontal = Edge.Set(_name: "horizontal")
        static let vertical = Edge.Set(_name: "vertical")
        static let top = Edge.Set(_name: "top")
        static let bottom = Edge.Set(_name: "bottom")
        static let leading = Edge.Set(_name: "leading")
        static let trailing = Edge.Set(_name: "trailing")
    }
}

func _animationText(_ animation: Animation?) -> String {
    animation.map { "\($0)" } ?? "nil"
}

/// `.animation`'s change of the transaction: its animation, unless it disables the ones
/// attached to views (StateBindingUI's `TransactionModifier.animating`).
func _animating(_ animation: Animation?) -> (Transaction) -> Transaction {
    { transaction in
        var made = transaction
        if !made.disablesAnimations { made.animation = animation }
        return made
    }
}

func _styleNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
}

extension View {
    static func _printChanges() {
        _viewPrintChanges("\(Self.self)")
    }
    func _styled(_ text: String) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "style", _text: text)
    }
    func padding() -> ModifiedContent { _styled(".padding()") }
    func padding(_ length: Double) -> ModifiedContent { _styled(".padding(\(_styleNumber(length)))") }
    func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ModifiedContent {
        _styled(".padding(.\(edges._name)\(length.map { ", \(_styleNumber($0))" } ?? ""))")
    }
    func font(_ font: Font?) -> ModifiedContent { _styled(".font(\(font.map { ".\($0._name)" } ?? "nil"))") }
    func bold() -> ModifiedContent { _styled(".bold()") }
    func italic() -> ModifiedContent { _styled(".italic()") }
    func foregroundStyle(_ color: Color) -> ModifiedContent { _styled(".foregroundStyle(.\(color._name))") }
    func foregroundColor(_ color: Color?) -> ModifiedContent { _styled(".foregroundColor(\(color.map { ".\($0._name)" } ?? "nil"))") }
    func tint(_ color: Color?) -> ModifiedContent { _styled(".tint(\(color.map { ".\($0._name)" } ?? "nil"))") }
    func background(_ color: Color) -> ModifiedContent { _styled(".background(.\(color._name))") }
    func opacity(_ opacity: Double) -> ModifiedContent { _styled(".opacity(\(_styleNumber(opacity)))") }
    func cornerRadius(_ radius: Double) -> ModifiedContent { _styled(".cornerRadius(\(_styleNumber(radius)))") }
    func frame(width: Double? = nil, height: Double? = nil) -> ModifiedContent {
        var parts: [String] = []
        if let width { parts.append("width: \(_styleNumber(width))") }
        if let height { parts.append("height: \(_styleNumber(height))") }
        return _styled(".frame(\(parts.joined(separator: ", ")))")
    }
    func navigationTitle<_S: StringProtocol>(_ title: _S) -> ModifiedContent {
        _styled(".navigationTitle(\(String(reflecting: String(title))))")
    }
    func id<_ID: Hashable>(_ id: _ID) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "id", _text: String(reflecting: id), _flag: "\(_ID.self)" == "UUID", _id: AnyHashable(id))
    }
    func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onAppear", _text: "", _action: { action?() })
    }
    func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onDisappear", _text: "", _action: { action?() })
    }
    func onChange<_V: Equatable>(of value: _V, initial: Bool = false, _ action: @escaping (_V, _V) -> Void) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onChange", _text: "", _flag: initial, _changeValue: value,
            _changeAction: { old, new in action(old as! _V, new as! _V) })
    }
    func onChange<_V: Equatable>(of value: _V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onChange", _text: "", _flag: initial, _changeValue: value,
            _changeAction: { _, _ in action() })
    }
    func modifier<_Modifier: ViewModifier>(_ modifier: _Modifier) -> _ModifiedByModifier {
        _ModifiedByModifier(_modifier: modifier, _content: _ViewModifier_Content(_view: self))
    }
    func equatable() -> EquatableView {
        EquatableView(_content: self)
    }
    func disabled(_ disabled: Bool) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "disabled", _text: "", _flag: disabled)
    }
    func environment<_V>(_ keyPath: WritableKeyPath<EnvironmentValues, _V>, _ value: _V) -> ModifiedContent {
        // A computed key path prints as an address on Linux, so StateBindingUI's drawing
        // names the value only.
        ModifiedContent(_content: self, _effect: "environment", _text: ".environment(\(String(reflecting: value)))",
            _changeValue: value, _environmentKey: keyPath, _environmentWrite: { values in
                var written = values
                written[keyPath: keyPath] = value
                return written
            })
    }
    func environmentObject<_Object: ObservableObject>(_ object: _Object) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "environmentObject", _text: ".environmentObject(\(_Object.self))",
            _changeValue: object, _environmentKey: "\(_Object.self)")
    }
    func tag<_V: Hashable>(_ tag: _V) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "tag", _text: "\(tag)", _id: AnyHashable(tag))
    }
    // StateBindingUI's TransactionModifiers.swift: `_flag` says the modifier watches
    // `_changeValue`; `_transform` is what it makes of the transaction.
    func animation<_V: Equatable>(_ animation: Animation?, value: _V) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "transaction",
            _text: ".animation(\(_animationText(animation)), value: \(String(reflecting: value)))",
            _flag: true, _changeValue: value, _transform: _animating(animation))
    }
    func animation(_ animation: Animation?) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "transaction", _text: ".animation(\(_animationText(animation)))",
            _transform: _animating(animation))
    }
    func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "transaction", _text: ".transaction", _transform: { transaction in
            var made = transaction
            transform(&made)
            return made
        })
    }
}

/// `@Bindable`, as StateBindingUI's Bindable.swift: `$model.name` is a Binding through the
/// object's property. It invalidates nothing itself; reads through it are the model's own
/// (`@dependencies`). Of an `@Observable` class the checker makes `$model.name` through the
/// property's tracked accessors (`observableBindableMember`), since a key path steps around
/// them; this subscript serves the other classes.
@propertyWrapper @dynamicMemberLookup struct Bindable<Value: AnyObject>: DynamicProperty {
    var wrappedValue: Value
    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
    init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
    init(projectedValue: Bindable<Value>) {
        wrappedValue = projectedValue.wrappedValue
    }
    var projectedValue: Bindable<Value> { self }
    subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { newValue in
            var target = object
            target[keyPath: keyPath] = newValue
        })
    }
}

/// A headless window for views, as StateBindingUI's `ViewHost`: a session's `:mount X()` is
/// `ViewHost(X())`, its `:tap "…"` this host's `tap(…)`.
final class ViewHost {
    let _host: Int
    init(_ root: some View) {
        _host = _viewHostMount(root)
    }
    func mount(_ root: some View) {
        _viewHostRemount(_host, root)
    }
    func unmount() {
        _viewHostUnmount(_host)
    }
    func tap(_ title: String) {
        _viewHostAct(_host, "tap", title, "")
    }
    func toggle(_ title: String) {
        _viewHostAct(_host, "toggle", title, "")
    }
    func fill(_ title: String, _ text: String) {
        _viewHostAct(_host, "fill", title, text)
    }
    func increment(_ title: String) {
        _viewHostAct(_host, "increment", title, "")
    }
    func decrement(_ title: String) {
        _viewHostAct(_host, "decrement", title, "")
    }
    func slide(_ title: String, _ value: Double) {
        _viewHostAct(_host, "slide", title, "\(value)")
    }
    func pick(_ title: String, _ option: String) {
        _viewHostAct(_host, "pick", title, option)
    }
    func render(modifiers: Bool = false) -> String {
        _viewHostRender(_host, modifiers)
    }
}
"""#
}
