// Several builder closures in one call (multiple trailing closures), a static method's and a method's inside a getter
@resultBuilder struct B {
    static func buildBlock(_ parts: String...) -> String { print("  block \(parts)"); return parts.joined(separator: ",") }
}
struct Section {
    var body: String
    var footer: String
    init(@B content: () -> String, @B footer: () -> String) { self.body = content(); self.footer = footer() }
    static func make(title: String, @B _ rows: (String) -> String) -> String { rows(title) }
}
let s = Section { "a"; "b" } footer: { "f" }
print(s.body, s.footer)
print(Section.make(title: "T") { t in t; "row" })
struct Holder {
    func render(@B _ body: () -> String) -> String { "[" + body() + "]" }
    var text: String { render { "x"; "y" } }
}
print(Holder().text)
