// main.swift: a type conforms to Equatable by a global func == declared below it, which its arrays, optionals and containing structs use too
final class Ticket: Equatable {
    let code: String
    let seat: Int
    init(_ code: String, seat: Int) {
        self.code = code
        self.seat = seat
    }
}

func == (lhs: Ticket, rhs: Ticket) -> Bool {
    lhs.code == rhs.code
}

struct Booking: Equatable {
    var ticket: Ticket
    var paid: Bool
}

let first = Ticket("A1", seat: 3)
let again = Ticket("A1", seat: 9)
let other = Ticket("B2", seat: 3)
print(first == again, first != other, first === again)
print([first, other].contains(again), [first, other].firstIndex(of: other) ?? -1)
var maybe: Ticket? = again
print(maybe == first, maybe == nil)
maybe = nil
print(maybe == first, maybe != nil)
print(Booking(ticket: first, paid: true) == Booking(ticket: again, paid: true))
print(Booking(ticket: first, paid: true) == Booking(ticket: other, paid: true))
print([first] == [again], [first] == [other])
enum Seat: Equatable {
    case numbered(Int, note: Ticket)
}

func == (lhs: Seat, rhs: Seat) -> Bool {
    switch (lhs, rhs) {
    case let (.numbered(a, _), .numbered(b, _)): return a == b
    }
}
print(Seat.numbered(1, note: first) == Seat.numbered(1, note: other), [Seat.numbered(2, note: other)].contains(.numbered(2, note: first)))
