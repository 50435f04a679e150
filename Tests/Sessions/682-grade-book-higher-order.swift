// Higher-order functions in a grade book
struct Student { let name: String; let grades: [Int] }
let students = [
    Student(name: "Ana", grades: [90, 85, 77]),
    Student(name: "Ben", grades: [60, 72]),
    Student(name: "Cy", grades: []),
    Student(name: "Di", grades: [100, 95, 98, 91]),
]
func average(_ xs: [Int]) -> Double? { xs.isEmpty ? nil : Double(xs.reduce(0, +)) / Double(xs.count) }
let averages = students.compactMap { s in average(s.grades).map { (s.name, $0) } }
print(averages)
print(averages.sorted(by: { $0.1 > $1.1 }).map(\.0))
print(students.map(\.grades.count).sorted(by: >))
print(["1", "x", "3"].compactMap(Int.init), [1, 2].map(String.init))
print(students.first(where: { $0.grades.contains(100) })?.name ?? "-")
print(students.allSatisfy { $0.name.count <= 3 }, students.contains { $0.grades.isEmpty })
let letter: (Double) -> String = { avg in
    switch avg {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    default: return "F"
    }
}
let report = Dictionary(uniqueKeysWithValues: averages.map { ($0.0, letter($0.1)) })
for name in report.keys.sorted() { print(name, report[name]!) }
let histogram = Dictionary(grouping: students.flatMap(\.grades), by: { $0 / 10 * 10 }).mapValues(\.count)
print(histogram.sorted(by: { $0.key < $1.key }).map { "\($0.key): \($0.value)" })
print(students.lazy.filter { !$0.grades.isEmpty }.map(\.name).joined(separator: "|"))
print(students.map { $0.grades.max() ?? 0 }.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
