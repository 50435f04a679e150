// Requirements mentioning Self: each conformer returns and accepts its own type
protocol Scalable {
    func scaled(by factor: Double) -> Self
}
protocol Mergeable {
    func merged(with other: Self) -> Self
}
struct Size: Scalable, Mergeable {
    var width: Double
    var height: Double
    func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }
    func merged(with other: Size) -> Size {
        Size(width: max(width, other.width), height: max(height, other.height))
    }
}
struct Tags: Mergeable {
    var names: [String]
    func merged(with other: Tags) -> Tags {
        Tags(names: names + other.names.filter { !names.contains($0) })
    }
}
func mergeAll<T: Mergeable>(_ first: T, _ rest: [T]) -> T {
    rest.reduce(first) { $0.merged(with: $1) }
}
let s = Size(width: 2, height: 3)
print(s.scaled(by: 2))
print(mergeAll(s, [Size(width: 5, height: 1), Size(width: 1, height: 4)]))
print(mergeAll(Tags(names: ["a"]), [Tags(names: ["b", "a"]), Tags(names: ["c"])]).names)
