// Hand-written Codable in an extension: a point coded as a pair under its own keys type, and its errors
import Foundation
struct Point: Codable {
    var x: Int
    var y: Int
}
extension Point {
    enum Keys: String, CodingKey { case pair }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let pair = try container.decode([Int].self, forKey: .pair)
        self.init(x: pair[0], y: pair[1])
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode([x, y], forKey: .pair)
    }
}
let p = Point(x: 1, y: 2)
let data = try! JSONEncoder().encode(["a": p])
print(String(data: data, encoding: .utf8)!)
print(try! JSONDecoder().decode([String: Point].self, from: data)["a"]!)
do { _ = try JSONDecoder().decode(Point.self, from: Data("{}".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Point.self, from: Data("[]".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode([Point].self, from: Data(#"[{"pair":null}]"#.utf8)) } catch { print(error) }
