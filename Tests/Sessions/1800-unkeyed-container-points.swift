// Unkeyed containers: a point coded as a bare [x, y] array, and a polyline read with while !isAtEnd
import Foundation

struct Point: Codable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}

struct Polyline: Decodable {
    var points: [Point] = []
    var label: String?

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        print("count:", container.count ?? -1, "at", container.currentIndex)
        label = try container.decodeIfPresent(String.self)
        while !container.isAtEnd {
            points.append(try container.decode(Point.self))
        }
        print("read up to", container.currentIndex, container.isAtEnd)
    }
}

do {
    let line = try JSONDecoder().decode(Polyline.self, from: Data(#"["route", [0, 0], [3, 4.5], [-1, 2]]"#.utf8))
    print(line.label ?? "-", line.points.map { "(\($0.x), \($0.y))" }.joined(separator: " "))
    let unnamed = try JSONDecoder().decode(Polyline.self, from: Data("[null, [1, 1]]".utf8))
    print(unnamed.label ?? "no label", unnamed.points.count)
    let encoded = try JSONEncoder().encode(line.points)
    print(String(data: encoded, encoding: .utf8)!)
    let back = try JSONDecoder().decode([Point].self, from: encoded)
    print(back.count, back[1].y)
} catch {
    print(error)
}
