// Searching a seat map: labeled break/continue, repeat-while, defer inside a function
struct Theater {
    var rows: [[Bool]]   // true: taken

    func firstFreePair() -> (row: Int, seat: Int)? {
        var result: (row: Int, seat: Int)? = nil
        search: for (r, row) in rows.enumerated() {
            for s in 0..<(row.count - 1) {
                if row[s] || row[s + 1] { continue }
                result = (r, s)
                break search
            }
        }
        return result
    }

    func takenCount() -> Int {
        var count = 0
        outer: for row in rows {
            for seat in row {
                if !seat { continue outer }
                count += 1
            }
        }
        return count
    }
}

func book(_ theater: inout Theater, log: inout [String]) -> Bool {
    defer { log.append("checked") }
    guard let pair = theater.firstFreePair() else { return false }
    theater.rows[pair.row][pair.seat] = true
    theater.rows[pair.row][pair.seat + 1] = true
    log.append("booked \(pair.row)-\(pair.seat)")
    return true
}

@State var theater = Theater(rows: [[true, false, true, false], [false, false, true, true], [true, true, false, false]])
var log: [String] = []
print(theater.firstFreePair() as Any, theater.takenCount())
var booked = 0
repeat {
    booked += 1
} while book(&theater, log: &log)
print(booked - 1, log)
print(theater.rows.map { $0.map { $0 ? "x" : "." }.joined() })
