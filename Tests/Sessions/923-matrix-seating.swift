// A classroom seating plan: a 2D array of optional names, seat swaps through bindings, row summaries
import Foundation
struct Classroom {
    var seats: [[String?]]

    var occupancy: Double {
        let all = seats.flatMap { $0 }
        return Double(all.compactMap { $0 }.count) / Double(all.count)
    }

    func position(of name: String) -> (row: Int, column: Int)? {
        for (r, row) in seats.enumerated() {
            if let c = row.firstIndex(of: name) { return (r, c) }
        }
        return nil
    }

    mutating func swap(_ a: String, _ b: String) {
        guard let p = position(of: a), let q = position(of: b) else { return }
        seats[p.row][p.column] = b
        seats[q.row][q.column] = a
    }
}

@State var room = Classroom(seats: [["Ann", nil, "Bo"], [nil, "Cy", nil], ["Di", "Ed", nil]])
print(room.occupancy, room.position(of: "Cy")!, room.position(of: "Zed") as Any)
room.swap("Ann", "Ed")
print(room.seats[0], room.seats[2])
$room.seats[1][0].wrappedValue = "Flo"
$room.seats[1][2].wrappedValue = room.seats[0][2]
$room.seats[0][2].wrappedValue = nil
print(room.seats.map { $0.map { $0 ?? "-" }.joined(separator: " ") })
print(room.seats.map { $0.compactMap { $0 }.count }, String(format: "%.0f%%", room.occupancy * 100))
