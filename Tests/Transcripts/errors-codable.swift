// arguments: --keep-going
// Codable's errors in Swift's words: a type that is not Codable, a throwing call without try, what is not supported
struct Plain { var x = 1 }
let a = try? JSONEncoder().encode(Plain())
let b = JSONDecoder().decode([Int].self, from: Data())
let c = try? JSONDecoder().decode(Plain.self, from: Data())
let s: String = String(data: Data(), encoding: .utf8)
struct Custom: Codable {
    var name: String
    init(from decoder: Decoder) throws { var list = try decoder.unkeyedContainer(); _ = try list.superDecoder(); name = "" }
    func encode(to encoder: Encoder) throws {}
}
struct Cached: Codable {
    var name: String
    var cache: Int
    enum CodingKeys: String, CodingKey { case name }
}
struct Extra: Codable {
    var name: String
    enum CodingKeys: String, CodingKey { case name, extra }
}
let site = URL(string: "https://swift.org", relativeTo: nil)
struct Pair: Codable {
    var first: Int
    init(from decoder: Decoder) throws { let list = try decoder.unkeyedContainer(); first = try list.decode(Int.self) }
    func encode(to encoder: Encoder) throws { let value = encoder.singleValueContainer(); try value.encode(first) }
}
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .formatted(DateFormatter())
decoder.dataDecodingStrategy = .deferredToData
print("still running")
