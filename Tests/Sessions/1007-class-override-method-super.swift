// override func replaces a superclass method; super.method() still runs the original
class Employee {
    var name: String
    var salary: Int
    init(name: String, salary: Int) {
        self.name = name
        self.salary = salary
    }
    func describe() -> String { "\(name) earns \(salary)" }
    func giveRaise() { salary += 1000 }
}
class Manager: Employee {
    var reports: [String] = []
    override func describe() -> String {
        super.describe() + " and manages \(reports.count)"
    }
    override func giveRaise() {
        super.giveRaise()
        salary += 500 * reports.count
    }
}
let dev = Employee(name: "Lin", salary: 5000)
let boss = Manager(name: "Mo", salary: 8000)
boss.reports = ["Lin", "Ravi"]
dev.giveRaise()
boss.giveRaise()
print(dev.describe())
print(boss.describe())
