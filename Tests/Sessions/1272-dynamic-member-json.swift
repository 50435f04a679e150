// A JSON enum with subscript(dynamicMember: String) chaining through nested objects
@dynamicMemberLookup
enum JSON {
    case number(Double)
    case string(String)
    case object([String: JSON])
    case array([JSON])
    subscript(dynamicMember member: String) -> JSON? {
        if case .object(let fields) = self { return fields[member] }
        return nil
    }
    subscript(index: Int) -> JSON? {
        if case .array(let items) = self, index < items.count { return items[index] }
        return nil
    }
    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
let json = JSON.object([
    "name": .string("Ada"),
    "address": .object(["city": .string("London")]),
    "langs": .array([.string("Swift"), .string("C")]),
])
print(json.name?.stringValue ?? "-")
print(json.address?.city?.stringValue ?? "-")
print(json.langs?[1]?.stringValue ?? "-")
print(json.missing?.stringValue ?? "none")
print(json.stringValue ?? "not a string")
