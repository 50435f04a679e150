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
