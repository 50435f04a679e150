// Initializers and methods with default arguments; an init that computes a stored property.
struct Greeter {
    var name: String
    let greeting: String
    init(name: String = "World", formal: Bool = false) {
        self.name = name
        greeting = formal ? "Good day" : "Hi"
    }
    func greet(times: Int = 1, punctuation: String = "!") -> String {
        var parts: [String] = []
        for _ in 0..<times { parts.append("\(greeting) \(name)\(punctuation)") }
        return parts.joined(separator: " ")
    }
}
print(Greeter().greet())
print(Greeter(name: "Ada").greet(times: 2))
print(Greeter(formal: true).greet(punctuation: "."))
print(Greeter(name: "Grace", formal: true).greet(times: 2, punctuation: "?"))
