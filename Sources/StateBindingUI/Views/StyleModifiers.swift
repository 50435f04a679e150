/// The layout and style modifiers people use: accepted, kept in the tree as written, and
/// drawn on request (`ViewHost.render(modifiers: true)`, `:render modifiers`).
extension View {
    public func padding() -> some View { styled(".padding()") }
    public func padding(_ length: Double) -> some View { styled(".padding(\(StyleText.number(length)))") }
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> some View {
        styled(".padding(.\(edges.name)\(length.map { ", \(StyleText.number($0))" } ?? ""))")
    }
    public func font(_ font: Font?) -> some View { styled(".font(\(font.map { ".\($0.name)" } ?? "nil"))") }
    public func bold() -> some View { styled(".bold()") }
    public func italic() -> some View { styled(".italic()") }
    public func foregroundStyle(_ color: Color) -> some View { styled(".foregroundStyle(.\(color.name))") }
    public func foregroundColor(_ color: Color?) -> some View { styled(".foregroundColor(\(color.map { ".\($0.name)" } ?? "nil"))") }
    public func tint(_ color: Color?) -> some View { styled(".tint(\(color.map { ".\($0.name)" } ?? "nil"))") }
    public func background(_ color: Color) -> some View { styled(".background(.\(color.name))") }
    public func opacity(_ opacity: Double) -> some View { styled(".opacity(\(StyleText.number(opacity)))") }
    public func cornerRadius(_ radius: Double) -> some View { styled(".cornerRadius(\(StyleText.number(radius)))") }
    public func frame(width: Double? = nil, height: Double? = nil) -> some View {
        var parts: [String] = []
        if let width { parts.append("width: \(StyleText.number(width))") }
        if let height { parts.append("height: \(StyleText.number(height))") }
        return styled(".frame(\(parts.joined(separator: ", ")))")
    }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        styled(".navigationTitle(\(ViewGraph<CompiledViews>.quoted(String(title))))")
    }
}

enum StyleText {
    /// A number as written in source: `8` for 8.0, `0.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

/// A colour, by name.
public struct Color: Hashable, Sendable {
    let name: String
    public static let red = Color(name: "red"), orange = Color(name: "orange"), yellow = Color(name: "yellow")
    public static let green = Color(name: "green"), blue = Color(name: "blue"), purple = Color(name: "purple")
    public static let pink = Color(name: "pink"), gray = Color(name: "gray"), black = Color(name: "black")
    public static let white = Color(name: "white"), primary = Color(name: "primary"), secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor"), clear = Color(name: "clear")
}

/// A text style, by name.
public struct Font: Hashable, Sendable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title"), title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3"), headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body"), callout = Font(name: "callout"), footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption"), caption2 = Font(name: "caption2")
}

/// An edge set, for `.padding(.horizontal, 8)`.
public enum Edge: Sendable {
    public struct Set: Hashable, Sendable {
        let name: String
        public static let all = Set(name: "all"), horizontal = Set(name: "horizontal"), vertical = Set(name: "vertical")
        public static let top = Set(name: "top"), bottom = Set(name: "bottom"), leading = Set(name: "leading"), trailing = Set(name: "trailing")
    }
}
