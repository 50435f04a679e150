// A throwing function, `try` inside `do`, and `catch` clauses tried in order.
enum LoadError: Error {
    case notFound
    case denied
}
func load(_ name: String) throws -> String {
    if name.isEmpty { throw LoadError.notFound }
    if name == "secret" { throw LoadError.denied }
    return "contents of \(name)"
}
do {
    let text = try load("notes.txt")
    print(text)
    _ = try load("")
    print("not reached")
} catch LoadError.notFound {
    print("not found")
} catch {
    print("other:", error)
}
do {
    print(try load("secret"))
} catch LoadError.notFound {
    print("not found")
} catch {
    print("other:", error)
}
