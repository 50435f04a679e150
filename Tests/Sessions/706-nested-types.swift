// Types nested in structs, enums and extensions, named from inside and outside
struct Order {
    enum Status: String, CaseIterable {
        case pending, shipped, delivered
        var next: Status? {
            let all = Status.allCases
            let i = all.firstIndex(of: self)!
            return i + 1 < all.count ? all[i + 1] : nil
        }
    }
    struct Line: Equatable {
        var item: String
        var quantity = 1
    }
    var lines: [Line]
    var status = Status.pending
    mutating func advance() { status = status.next ?? status }
}
struct Ticket {
    enum Status { case open, closed }
    var status: Status = .open
}
extension Order {
    struct Summary {
        let count: Int
        let status: Status
    }
    var summary: Summary { Summary(count: lines.map(\.quantity).reduce(0, +), status: status) }
}
@State var order = Order(lines: [Order.Line(item: "Pen", quantity: 3), .init(item: "Ink")])
order.advance()
print(order.status, order.summary, Ticket().status)
$order.lines[1].quantity.wrappedValue += 4
let status: Order.Status = .delivered
print(order.lines[1], order.summary.count, status.next as Any)
print(Order.Status.allCases.map(\.rawValue), Order.Status(rawValue: "shipped") == order.status)
print(order)
debugPrint(order.lines.first!, Ticket.Status.closed)
let lines: [Order.Line] = [Order.Line(item: "Cup")]
print(lines, lines.contains(Order.Line(item: "Cup", quantity: 1)))
