// A custom == on a struct (ignoring a field), used by ==, !=, contains, firstIndex(of:) and a generic function
struct Employee: Equatable {
    var id: Int
    var name: String
    static func == (lhs: Employee, rhs: Employee) -> Bool {
        lhs.id == rhs.id
    }
}
let a = Employee(id: 1, name: "Ann")
let b = Employee(id: 1, name: "Annie")
print(a == b, a != Employee(id: 2, name: "Ann"))
let staff = [Employee(id: 3, name: "C"), a]
print(staff.contains(b), staff.firstIndex(of: b)!)
func allEqual<T: Equatable>(_ xs: [T]) -> Bool {
    guard let f = xs.first else { return true }
    return xs.allSatisfy { $0 == f }
}
print(allEqual([a, b]), allEqual([1, 1, 2]), allEqual([String]()))
func indexOf<T: Equatable>(_ x: T, _ xs: [T]) -> Int? {
    xs.firstIndex(of: x)
}
print(indexOf(Employee(id: 3, name: "?"), staff) as Any)
