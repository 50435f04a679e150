// Static stored vars (Swift 5 mode, swiftc's default): counters handing out ids, mutated from methods.
struct Ticket {
    static var issued = 0
    static var log: [String] = []
    let id: Int
    let title: String

    init(title: String) {
        Ticket.issued += 1
        id = Ticket.issued
        self.title = title
        Ticket.log.append("issued #\(id)")
    }

    static func reset() {
        issued = 0
        log.removeAll()
    }

    func describe() -> String {
        "#\(id) \(title) (of \(Ticket.issued))"
    }
}

let first = Ticket(title: "Login fails")
let second = Ticket(title: "Crash on save")
print(first.describe())
print(second.describe())
print(Ticket.log)
Ticket.reset()
print(Ticket.issued, Ticket.log.isEmpty)
let third = Ticket(title: "Typo")
print(third.describe())
Ticket.issued *= 10
print(Ticket.issued)
