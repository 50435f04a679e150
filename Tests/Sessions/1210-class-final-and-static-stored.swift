// final methods, static stored properties as an id counter, and a static method building instances
class Ticket {
    nonisolated(unsafe) static var issued = 0
    static let prefix = "T-"
    let number: Int
    init() {
        Ticket.issued += 1
        number = Ticket.issued
    }
    final func code() -> String { Self.prefix + String(number) }
    static func batch(_ n: Int) -> [Ticket] { (0..<n).map { _ in Ticket() } }
}
class VIPTicket: Ticket {
    var perks = ["lounge"]
}
let first = Ticket()
let batch = Ticket.batch(3)
let vip = VIPTicket()
print(first.code(), batch.map { $0.code() }, vip.code())
print(Ticket.issued, VIPTicket.issued)
print(vip.perks, vip is Ticket)
