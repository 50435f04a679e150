// Ranges as values, and ~= (what a case pattern calls) written out
print((1...5) ~= 3, (1..<3) ~= 3, 4 ~= 4, "a" ~= "b")
let r = 0..<10
print(r, r ~= 9, type(of: r))
let c: ClosedRange<Int> = 1...3
print(c, c.contains(2), c ~= 0)
let grades = [("A", 90...100), ("B", 80...89)]
for score in [95, 85, 70] {
    let grade = grades.first { $0.1 ~= score }?.0 ?? "F"
    print(score, grade)
}
