// A where clause constrains a generic function: counting and locating Equatable values
func countMatches<T>(_ xs: [T], of target: T) -> Int where T: Equatable {
    var count = 0
    for x in xs where x == target {
        count += 1
    }
    return count
}
func positions<T>(of target: T, in xs: [T]) -> [Int] where T: Equatable {
    var result: [Int] = []
    for (i, x) in xs.enumerated() where x == target {
        result.append(i)
    }
    return result
}
let rolls = [3, 6, 1, 6, 6, 2]
print(countMatches(rolls, of: 6), countMatches(rolls, of: 4))
print(positions(of: 6, in: rolls))
let letters = ["a", "b", "a", "c"]
print(countMatches(letters, of: "a"), positions(of: "a", in: letters))
print(positions(of: true, in: [false, true, true]))
print(positions(of: "z", in: letters).isEmpty)
