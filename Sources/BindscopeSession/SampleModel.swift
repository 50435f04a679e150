import BindscopeRuntime

/// The sample model every session starts with unless `--no-sample`: session-language source,
/// shipped inside the binary so `:model` can show it and the differential recorder can compile it.
///
/// It behaves as an imported module named `SampleModel`: a session's declarations shadow its
/// names, and `SampleModel.Person` or `SampleModel.sample` still name its own.
package enum SampleModel {
    package static let moduleName = "SampleModel"

    package static let source = #"""
// A person with an address, the gist's edge case, and a small to-do list.
struct Address: CustomStringConvertible {
    var number: Int
    var street: String
    var description: String { "\(number), \(street)" }
}

struct Person {
    var name: String
    var address: Address
}

// A field named `wrappedValue`: `$expression.wrappedValue` is Binding's own property.
struct Expression {
    var wrappedValue: Int
    var nonSpecialProp: Int
}

enum Role: String {
    case engineer, designer, manager
}

struct Todo: Identifiable, Hashable {
    var id: Int
    var title: String
    var done = false
    var estimate: Double = 1.0
    var note: String? = nil
}

struct Sample {
    var person: Person
    var expression: Expression
    var role: Role
    var todos: [Todo]
    var progress: Double
    var isOnline: Bool
    var scores: [String: Int]
    var nickname: String? = nil
}

let sample = Sample(
    person: Person(name: "Olivier", address: Address(number: 13, street: "Playground Street")),
    expression: Expression(wrappedValue: 42, nonSpecialProp: 1337),
    role: .engineer,
    todos: [
        Todo(id: 1, title: "Sketch the model", done: true, estimate: 0.5),
        Todo(id: 2, title: "Wire the bindings", estimate: 2.5, note: "after lunch"),
        Todo(id: 3, title: "Ship it"),
    ],
    progress: 0.25,
    isOnline: true,
    scores: ["Olivier": 3]
)
"""#
}
