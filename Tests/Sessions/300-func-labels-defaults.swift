// Functions: argument labels, `_` for none, a separate label and name, default values.
func greet(_ name: String, greeting: String = "Hello") -> String {
    "\(greeting), \(name)!"
}
print(greet("Ada"))
print(greet("Grace", greeting: "Hi"))
func move(from start: Int, to end: Int, step: Int = 1) -> [Int] {
    var result: [Int] = []
    var current = start
    for _ in 0..<((end - start) / step) {
        result.append(current)
        current += step
    }
    return result
}
print(move(from: 0, to: 6))
print(move(from: 0, to: 6, step: 2))
func log(_ message: String) {
    print("log:", message)
}
log("started")
