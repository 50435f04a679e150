// A month grid for a streak calendar: days laid out in weeks with leading blanks, chunks via stride and slices
struct Month {
    var name: String
    var days: Int
    var firstWeekday: Int   // 0 = Monday
    var completed: Set<Int>

    var cells: [Int?] { Array(repeating: nil, count: firstWeekday) + (1...days).map { Optional($0) } }

    var weeks: [[Int?]] {
        stride(from: 0, to: cells.count, by: 7).map { start in
            Array(cells[start..<min(start + 7, cells.count)])
        }
    }

    func render() -> [String] {
        weeks.map { week in
            week.map { day -> String in
                guard let day else { return "  ." }
                let mark = completed.contains(day) ? "*" : " "
                return (day < 10 ? " " : "") + "\(day)" + mark
            }.joined()
        }
    }
}

@State var month = Month(name: "June", days: 30, firstWeekday: 5, completed: [1, 2, 3, 7, 8, 15, 29, 30])
print(month.weeks.count, month.weeks.first!, month.weeks.last!.count)
for line in month.render() { print(line) }
$month.completed.wrappedValue.formUnion(9...14)
let longest = month.weeks.map { week in week.compactMap { $0 }.filter(month.completed.contains).count }
print(longest, longest.max()!, month.completed.count)
