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

struct EmptyView {
    init() {}
}

struct TupleView<T> {
    let value: T
    init(_ value: T) {
        self.value = value
    }
}

struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    let _first: TrueContent?
    let _second: FalseContent?
}

struct _OptionalContent<Wrapped: View> {
    let _wrapped: Wrapped?
}

struct AnyView {
    let _view: any View
    init<V: View>(_ view: V) {
        _view = view
    }
    init<V: View>(erasing view: V) {
        _view = view
    }
}

@resultBuilder
enum ViewBuilder {
    static func buildBlock() -> EmptyView { EmptyView() }
    static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView((c0, c1)) }
    static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> { TupleView((c0, c1, c2)) }
    static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> { TupleView((c0, c1, c2, c3)) }
    static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> { TupleView((c0, c1, c2, c3, c4)) }
    static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> { TupleView((c0, c1, c2, c3, c4, c5)) }
    static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
    static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
    static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    static func buildIf<Content: View>(_ content: Content?) -> _OptionalContent<Content> { _OptionalContent(_wrapped: content) }
    static func buildOptional<Content: View>(_ content: Content?) -> _OptionalContent<Content> { _OptionalContent(_wrapped: content) }
    static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(_first: first, _second: nil)
    }
    static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(_first: nil, _second: second)
    }
    static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension EmptyView: View { var body: EmptyView { return self } }
extension TupleView: View { var body: EmptyView { return EmptyView() } }
extension _ConditionalContent: View { var body: EmptyView { return EmptyView() } }
extension _OptionalContent: View { var body: EmptyView { return EmptyView() } }
extension AnyView: View { var body: EmptyView { return EmptyView() } }

struct Group: View {
    let _content: any View
    init<Content: View>(@ViewBuilder content: () -> Content) {
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
    init<Content: View>(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct HStack: View {
    let _kind = "HStack"
    let _content: any View
    init<Content: View>(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct ZStack: View {
    let _kind = "ZStack"
    let _content: any View
    init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct List: View {
    let _kind = "List"
    let _content: any View
    init<Content: View>(@ViewBuilder content: () -> Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct ScrollView: View {
    let _kind = "ScrollView"
    let _content: any View
    init<Content: View>(@ViewBuilder content: () -> Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct NavigationStack: View {
    let _kind = "NavigationStack"
    let _content: any View
    init<Content: View>(@ViewBuilder root: () -> Content) {
        _content = root()
    }
    var body: EmptyView { return EmptyView() }
}

struct Form: View {
    let _kind = "Form"
    let _content: any View
    init<Content: View>(@ViewBuilder content: () -> Content) {
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct Section: View {
    let _title: String?
    let _content: any View
    init<Content: View>(@ViewBuilder content: () -> Content) {
        _title = nil
        _content = content()
    }
    init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        _title = title
        _content = content()
    }
    var body: EmptyView { return EmptyView() }
}

struct Button: View {
    let _title: String?
    let _label: any View
    let _action: () -> Void
    init<LabelContent: View>(action: @escaping () -> Void, @ViewBuilder label: () -> LabelContent) {
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
    init<LabelContent: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> LabelContent) {
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
    init<LabelContent: View>(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, @ViewBuilder label: () -> LabelContent) {
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
    init<SelectionValue: Hashable, Content: View>(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        _title = title
        _selectionText = { "\(selection.wrappedValue)" }
        _select = { tag in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
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
    init<Element: Identifiable, Content: View>(_ data: [Element], @ViewBuilder content: @escaping (Element) -> Content) {
        _typeName = "ForEach<Array<\(Element.self)>, \(data.first.map { "\(type(of: $0.id))" } ?? "ID"), \(Content.self)>"
        _ids = data.map { AnyHashable($0.id) }
        _idTexts = data.map { "\($0.id)" }
        _views = data.map { content($0) }
    }
    init<Element, ID: Hashable, Content: View>(_ data: [Element], id: KeyPath<Element, ID>, @ViewBuilder content: @escaping (Element) -> Content) {
        _typeName = "ForEach<Array<\(Element.self)>, \(ID.self), \(Content.self)>"
        _ids = data.map { AnyHashable($0[keyPath: id]) }
        _idTexts = data.map { "\($0[keyPath: id])" }
        _views = data.map { content($0) }
    }
    init<Content: View>(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        _typeName = "ForEach<Range<Int>, Int, \(Content.self)>"
        _ids = data.map { AnyHashable($0) }
        _idTexts = data.map { "\($0)" }
        _views = data.map { content($0) }
    }
    var body: EmptyView { return EmptyView() }
}

/// A view with a library modifier applied: `_effect` says which (`style`, `id`, `onAppear`,
/// `onDisappear`, `onChange`, `disabled`, `tag`), the other fields what it needs.
struct ModifiedContent: View {
    let _content: any View
    let _effect: String
    let _text: String
    var _action: (() -> Void)? = nil
    var _flag: Bool = false
    var _id: AnyHashable? = nil
    var _changeValue: Any? = nil
    var _changeAction: ((Any, Any) -> Void)? = nil
    var body: EmptyView { return EmptyView() }
}

/// A modifier of the session's own: its `body(content:)` wraps the view it is applied to
/// (`.modifier(Card())`); it may hold state of its own.
protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: _ViewModifier_Content) -> Body
}

/// The view a `ViewModifier`'s body is given: the content it modifies.
struct _ViewModifier_Content: View {
    let _view: any View
    var body: EmptyView { return EmptyView() }
}

/// A view with a session's modifier applied: a view with a body, the modifier's, whose state
/// is the modifier's.
struct _ModifiedByModifier<Modifier: ViewModifier>: View {
    let _modifier: Modifier
    let _content: any View
    var body: some View {
        _modifier.body(content: _ViewModifier_Content(_view: _content))
    }
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
    func navigationTitle(_ title: String) -> ModifiedContent { _styled(".navigationTitle(\(String(reflecting: title)))") }
    func id<ID: Hashable>(_ id: ID) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "id", _text: String(reflecting: id), _flag: "\(ID.self)" == "UUID", _id: AnyHashable(id))
    }
    func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onAppear", _text: "", _action: { action?() })
    }
    func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onDisappear", _text: "", _action: { action?() })
    }
    func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onChange", _text: "", _flag: initial, _changeValue: value,
            _changeAction: { old, new in action(old as! V, new as! V) })
    }
    func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "onChange", _text: "", _flag: initial, _changeValue: value,
            _changeAction: { _, _ in action() })
    }
    func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> _ModifiedByModifier<Modifier> {
        _ModifiedByModifier(_modifier: modifier, _content: self)
    }
    func equatable() -> EquatableView {
        EquatableView(_content: self)
    }
    func disabled(_ disabled: Bool) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "disabled", _text: "", _flag: disabled)
    }
    func tag<V: Hashable>(_ tag: V) -> ModifiedContent {
        ModifiedContent(_content: self, _effect: "tag", _text: "\(tag)", _id: AnyHashable(tag))
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
