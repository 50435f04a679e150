// A multi-statement closure that returns nil on one path takes its result type from the context
struct Row { var name: String; var score: Int? }
let rows = [Row(name: "a", score: 3), Row(name: "b", score: nil), Row(name: "c", score: 9)]

func labels(_ rows: [Row]) -> [String] {
    rows.compactMap { row in
        guard let score = row.score else { return nil }
        return "\(row.name)=\(score)"
    }
}
print(labels(rows))

let big: [Int] = rows.compactMap { row in
    if let s = row.score, s > 5 { return s * 2 }
    return nil
}
print(big)

let doubled: [Int?] = rows.map { row in
    guard let s = row.score else { return nil }
    return s * 2
}
print(doubled)

func pairs(_ rows: [Row]) -> [(String, Int)] {
    return rows.compactMap { row in
        guard let s = row.score else { return nil }
        return (row.name, s)
    }
}
print(pairs(rows))
let firstScore: String? = rows.first.flatMap { row in
    guard let s = row.score else { return nil }
    return "first: \(s)"
}
print(firstScore ?? "-")
