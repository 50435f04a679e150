// `nonisolated(unsafe) static var`: Swift 6's mutable static property, shared by the type, read and written anywhere.
struct Ticket {
    nonisolated(unsafe) static var issued = 0
    nonisolated(unsafe) static var log: [String] = []
    let number: Int
    init(for name: String) {
        Ticket.issued += 1
        number = Ticket.issued
        Self.log.append("\(name)#\(number)")
    }
    static func reset() {
        issued = 0
        log.removeAll()
    }
    func isLatest() -> Bool { number == Self.issued }
}
enum Settings {
    nonisolated(unsafe) static var theme = "light"
    static let themes = ["light", "dark"]
}
let a = Ticket(for: "ann"), b = Ticket(for: "bob")
print(a.number, b.number, Ticket.issued, Ticket.log, a.isLatest(), b.isLatest())
Ticket.reset()
print(Ticket.issued, Ticket.log.isEmpty)
let c = Ticket(for: "cy")
print(c.number, Ticket.log)
Settings.theme = Settings.themes[1]
Settings.theme += "!"
print(Settings.theme, Settings.theme.count)
func bump(_ value: inout Int) { value += 10 }
bump(&Ticket.issued)
print(Ticket.issued)
