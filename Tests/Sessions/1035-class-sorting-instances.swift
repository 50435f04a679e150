// Sorting an array of class instances reorders references; the objects themselves are shared
class Student {
    let name: String
    var grade: Int
    init(_ name: String, _ grade: Int) {
        self.name = name
        self.grade = grade
    }
}
var roster = [Student("Zoe", 88), Student("Adam", 95), Student("Mia", 72)]
let byGrade = roster.sorted { $0.grade > $1.grade }
print(byGrade.map { $0.name })
roster.sort { $0.name < $1.name }
print(roster.map { $0.name })
byGrade.last!.grade = 99
print(roster.map { "\($0.name):\($0.grade)" })
print(byGrade[0] === roster[0], byGrade.last! === roster[1])
let passed = roster.filter { $0.grade >= 80 }
print(passed.count, passed.map { $0.name })
