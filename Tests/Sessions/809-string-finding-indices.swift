// firstIndex/lastIndex on a String, and index(_:offsetBy:limitedBy:) that stops at a limit
let path = "docs/guide/intro.md"
if let slash = path.lastIndex(of: "/") {
    print(path[path.index(after: slash)...])
    print(path.distance(from: path.startIndex, to: slash))
}
if let dot = path.firstIndex(where: { $0 == "." }) { print(path[..<dot]) }
print(path.firstIndex(of: "d") as Any, path.firstIndex(of: "/") as Any)
print(path.firstIndex(of: "#") as Any)
print(path.lastIndex(where: { $0.isUppercase }) as Any)
let five = path.index(path.startIndex, offsetBy: 5, limitedBy: path.endIndex)
print(five as Any)
let far = path.index(path.startIndex, offsetBy: 50, limitedBy: path.endIndex)
print(far as Any)
func truncated(_ text: String, to length: Int) -> String {
    guard let end = text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex) else { return text }
    return String(text[..<end]) + "…"
}
print(truncated(path, to: 4), truncated("ok", to: 4))
