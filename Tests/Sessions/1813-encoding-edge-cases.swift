// What a hand-written encode(to:) may leave: nothing (an error at the top level, {} inside), a bare null, a number JSON cannot hold
import Foundation

struct Placeholder: Encodable {
    func encode(to encoder: Encoder) throws {}
}

struct Missing: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

struct Readings: Encodable {
    var values: [Double]

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in values {
            try container.encode(value)
        }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func show<T: Encodable>(_ value: T) {
    do {
        print(String(data: try encoder.encode(value), encoding: .utf8)!)
    } catch {
        print(error)
    }
}
show(Placeholder())
show([Placeholder(), Placeholder()])
show(Missing())
show(["a": Missing()])
show(Readings(values: [1, 2.5]))
show(["sensor": Readings(values: [1, .nan])])
show(Readings(values: []))
