// defer runs when a throwing function exits, whether it returns or throws
enum Failure: Error { case bad }
func risky(_ fail: Bool) throws -> Int {
    defer { print("cleanup") }
    if fail { throw Failure.bad }
    return 1
}
do {
    print(try risky(false))
    print(try risky(true))
} catch {
    print("caught", error)
}
