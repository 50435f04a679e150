// Data and String: the UTF-8 round trip app code does around its coders
import Foundation

struct Note: Codable, Equatable {
    var title: String
    var body: String
}

let empty = Data()
print(empty, empty.count, empty.isEmpty)
let hello = Data("héllo, wörld".utf8)
print(hello, hello.count, hello == Data("héllo, wörld".utf8), hello == empty)

let maybe = "naïve café".data(using: .utf8)
print(maybe as Any)
if let bytes = maybe {
    print(bytes.count, String(data: bytes, encoding: .utf8) ?? "?")
    print(String(decoding: bytes, as: UTF8.self).uppercased())
}

var cache: [String: Data] = [:]
let notes = [Note(title: "a/b", body: "line 1\nline 2\t\u{1}"), Note(title: "emoji", body: "🙂 ok")]
do {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for note in notes {
        cache[note.title] = try encoder.encode(note)
    }
    let stored = cache["a/b"]!
    print(stored, String(data: stored, encoding: .utf8)!)
    print(String(data: cache["emoji"]!, encoding: .utf8)!)
    let restored = try JSONDecoder().decode(Note.self, from: stored)
    print(restored == notes[0], restored.body.split(separator: "\n"))
    let whole = try encoder.encode(notes)
    print(whole.count, whole == (try encoder.encode(notes)))
    let text = String(decoding: whole, as: UTF8.self)
    let again = try JSONDecoder().decode([Note].self, from: Data(text.utf8))
    print(again.map(\.title), again == notes)
    print(String(data: try encoder.encode(["path": "/usr/bin", "quote": "\"hi\"\\"]), encoding: .utf8)!)
    print(String(data: try encoder.encode([0.1, 2, 1e-7, 1e20, 12500000000, 1.0 / 3]), encoding: .utf8)!)
    print(String(data: try encoder.encode([Float(0.1), Float(2.5)]), encoding: .utf8)!)
    let gaps: [Int?] = [nil, 4]
    print(String(data: try encoder.encode(Set([3])), encoding: .utf8)!, String(data: try encoder.encode(gaps), encoding: .utf8)!)
    print(String(data: try encoder.encode([Int8(-3)]), encoding: .utf8)!, try JSONDecoder().decode([UInt16].self, from: Data("[65535, 1e2]".utf8)))
} catch {
    print(error)
}
