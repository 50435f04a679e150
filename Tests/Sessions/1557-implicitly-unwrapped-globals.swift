// main.swift: implicitly unwrapped globals written through `!` and read by a type's methods
var limit: Int! = 1
limit! = 2
print(limit + 1, limit!)

var greeting: String! = "hi"

struct Greeter {
    var name: String
    func greet() -> String { greeting + ", " + name }
    func shout() -> String { greeting!.uppercased() + "!" }
}

let greeter = Greeter(name: "Ann")
print(greeter.greet(), greeter.shout())
greeting = "hello"
print(greeter.greet())
greeting = nil
print(greeting == nil, greeting as Any)
