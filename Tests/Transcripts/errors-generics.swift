// arguments: --keep-going
// Generic types, type aliases and superclasses used wrongly, in Swift's wording where Swift has one.
typealias Matrix<T> = [[T]]
typealias Sorted<T: Comparable> = [T]
struct Shelf<Element> {
    typealias Items = [Element]
    var items: Items = []
}
class Container<T> {
    var items: [T] = []
}
class Ranked<T: Comparable> {
    var best: T?
}
let square: Matrix<Int, Int> = []
let loose: Matrix = [[1]]
let people: Sorted<Person> = []
let missing: Shelf<Int>.Missing = []
let notGeneric: Shelf<Int>.Items<Int> = []
class Plain: Container {}
class People: Ranked<Person> {}
struct Outer<T> {
    struct Inner<U> {
        var value: U
    }
}
typealias Twice<T> = (T, T)
let pair: Twice<Int> = (1, "two")
let letters = ["ab", Character("c")]
let fine: Matrix<String> = [["ok"]]
print(fine, Shelf<Int>.Items.self)
// A chain types as one expression, but a variable keeps the type it was declared with.
struct Pipe<Output> {
    let value: Output
    func map<T>(_ transform: (Output) -> T) -> Pipe<T> { Pipe<T>(value: transform(value)) }
    func assign<Root: AnyObject>(to keyPath: WritableKeyPath<Root, Output>, on object: Root) {
        var target = object
        target[keyPath: keyPath] = value
    }
}
final class Screen { var title: String? = nil }
let screen = Screen()
let words = Pipe(value: 3).map { "Words: \($0)" }
words.assign(to: \.title, on: screen)
Pipe(value: 3).map { "Words: \($0)" }.assign(to: \.title, on: screen)
print(screen.title ?? "nil")
