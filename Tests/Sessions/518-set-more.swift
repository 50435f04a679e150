// Sets of Characters and of structs, searched and compared.
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let word = "education"
print(Set(word).isSuperset(of: vowels), word.filter { !vowels.contains($0) })
print(vowels.contains { $0 > "t" }, vowels.first { $0 < "b" }!, vowels.isEmpty)
struct Point: Hashable {
    var x: Int
    var y: Int
}
var visited: Set<Point> = [Point(x: 0, y: 0)]
visited.insert(Point(x: 1, y: 0))
visited.insert(Point(x: 0, y: 0))
print(visited.count, visited.contains(Point(x: 1, y: 0)), visited.map(\.x).sorted())
print(Set([1, 2]) == Set([2, 1]), Set([1]).union(Set([2])).count)
