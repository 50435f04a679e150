// A SwiftUI-like View protocol: primitives conform to it and the builder names them; bodies get @ViewBuilder implicitly
protocol View { associatedtype Body: View; @ViewBuilder var body: Body { get } }
struct EmptyView: View { var body: EmptyView { self } }
struct Text: View {
    var s: String
    init(_ s: String) { print("  Text(\(s))"); self.s = s }
    var body: EmptyView { EmptyView() }
}
struct TupleView<T>: View { var value: T; var body: EmptyView { EmptyView() } }
struct ConditionalContent<A: View, B: View>: View {
    var first: A?
    var second: B?
    var body: EmptyView { EmptyView() }
}
@resultBuilder enum ViewBuilder {
    static func buildBlock() -> EmptyView { EmptyView() }
    static func buildBlock<C: View>(_ c: C) -> C { c }
    static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView(value: (c0, c1)) }
    static func buildEither<A: View, B: View>(first: A) -> ConditionalContent<A, B> { ConditionalContent(first: first, second: nil) }
    static func buildEither<A: View, B: View>(second: B) -> ConditionalContent<A, B> { ConditionalContent(first: nil, second: second) }
}
struct VStack<Content: View>: View {
    var content: Content
    init(@ViewBuilder content: () -> Content) { print("  VStack"); self.content = content() }
    var body: EmptyView { EmptyView() }
}
struct Screen: View {
    var user: String?
    var body: some View {
        VStack {
            Text("Title")
            if let user { Text("Welcome, \(user)") } else { VStack { Text("Log in"); Text("Sign up") } }
        }
    }
}
print(type(of: Screen(user: "Ada").body))
print(Screen(user: nil).body)
