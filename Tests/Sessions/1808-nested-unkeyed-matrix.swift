// Arrays in arrays: a matrix coded as rows of numbers with nested unkeyed containers, encode(contentsOf:), and a helper taking the container inout
import Foundation

struct Matrix: Codable {
    var rows: [[Int]]
    var name: String

    init(name: String, rows: [[Int]]) {
        self.name = name
        self.rows = rows
    }

    enum HeaderKeys: String, CodingKey { case name, width }

    /// Reads one row from where the outer container is; its codingPath says where that is.
    static func readRow(_ container: inout UnkeyedDecodingContainer) throws -> [Int] {
        var row = try container.nestedUnkeyedContainer()
        var values: [Int] = []
        while !row.isAtEnd {
            values.append(try row.decode(Int.self))
        }
        print("row at", row.codingPath.map(\.stringValue), "has", values.count)
        return values
    }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let header = try container.nestedContainer(keyedBy: HeaderKeys.self)
        name = try header.decode(String.self, forKey: .name)
        let width = try header.decode(Int.self, forKey: .width)
        rows = []
        while !container.isAtEnd {
            let row = try Matrix.readRow(&container)
            if row.count != width {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Row of \(row.count), expected \(width)")
            }
            rows.append(row)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        var header = container.nestedContainer(keyedBy: HeaderKeys.self)
        try header.encode(name, forKey: .name)
        try header.encode(rows.first?.count ?? 0, forKey: .width)
        for row in rows {
            var nested = container.nestedUnkeyedContainer()
            try nested.encode(contentsOf: row)
        }
        print("encoded", container.count, "elements")
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let identity = Matrix(name: "I2", rows: [[1, 0], [0, 1]])
    let data = try encoder.encode(identity)
    print(String(data: data, encoding: .utf8)!)
    let back = try JSONDecoder().decode(Matrix.self, from: data)
    print(back.name, back.rows)
    _ = try JSONDecoder().decode(Matrix.self, from: Data(#"[{"name": "bad", "width": 2}, [1, 2], [3]]"#.utf8))
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode(Matrix.self, from: Data(#"[{"name": "bad", "width": 1}, [1], 5]"#.utf8))
} catch {
    print(error)
}
