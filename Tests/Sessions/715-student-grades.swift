// Student grades with tuples, dictionaries and switch on ranges
struct Student {
    let name: String
    var marks: [String: Int]

    var average: Double {
        marks.isEmpty ? 0 : Double(marks.values.reduce(0, +)) / Double(marks.count)
    }

    var grade: Character {
        switch average {
        case 90...: return "A"
        case 80..<90: return "B"
        case 70..<80: return "C"
        default: return "F"
        }
    }
}

var students = [
    Student(name: "Mia", marks: ["math": 95, "art": 88]),
    Student(name: "Leo", marks: ["math": 72, "art": 81]),
    Student(name: "Zoe", marks: ["math": 60]),
]
students[2].marks["art"] = 70
students[1].marks["math", default: 0] += 5
for s in students {
    print(s.name, s.average, s.grade)
}
let best = students.max { $0.average < $1.average }
print(best?.name ?? "-")
let (passed, failed) = students.reduce(into: (0, 0)) { result, s in
    if s.grade == "F" { result.1 += 1 } else { result.0 += 1 }
}
print("passed: \(passed), failed: \(failed)")
let mathScores = students.compactMap { $0.marks["math"] }
print(mathScores, mathScores.min()!, mathScores.sorted(by: >))
let byGrade = Dictionary(grouping: students, by: \.grade)
print(byGrade.keys.sorted(), byGrade["B"]?.map(\.name) ?? [])
let report = students.map { "\($0.name): \($0.grade)" }.joined(separator: "; ")
print(report)
let subjects = Set(students.flatMap { $0.marks.keys })
print(subjects.sorted())
