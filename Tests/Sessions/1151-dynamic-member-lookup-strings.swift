// Dynamic member lookup by String: a settings struct with a get/set subscript, and a read-only class
@dynamicMemberLookup
struct Settings {
    private var values: [String: Int] = ["volume": 3]
    subscript(dynamicMember key: String) -> Int {
        get { values[key, default: 0] }
        set { values[key] = newValue }
    }
}
var settings = Settings()
print(settings.volume, settings.brightness)
settings.brightness = 7
settings.volume += 1
print(settings.volume, settings.brightness)
@dynamicMemberLookup
final class JSON {
    let storage: [String: String]
    init(_ storage: [String: String]) { self.storage = storage }
    subscript(dynamicMember key: String) -> String? { storage[key] }
}
let json = JSON(["name": "Ada"])
print(json.name ?? "-", json.age ?? "-")
