// super calls through three levels: each override adds to its parent's result
class Employee {
    let name: String
    init(name: String) { self.name = name }
    func pay() -> Int { 1000 }
    func title() -> String { "Employee" }
    func badge() -> String { "\(title()) \(name): \(pay())" }
}
class Manager: Employee {
    override func pay() -> Int { super.pay() + 500 }
    override func title() -> String { "Manager" }
}
class Director: Manager {
    override func pay() -> Int { super.pay() * 2 }
    override func title() -> String { "Senior " + super.title() }
}
let staff: [Employee] = [Employee(name: "Ann"), Manager(name: "Bo"), Director(name: "Cy")]
for e in staff { print(e.badge()) }
print(staff.map { $0.pay() }.reduce(0, +))
let sorted = staff.sorted { $0.pay() > $1.pay() }
print(sorted.map(\.name))
