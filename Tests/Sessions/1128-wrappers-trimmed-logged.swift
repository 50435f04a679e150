// Wrappers that change what is stored: trimming, logging with a projection of another type; on struct fields, class fields and a local
import Foundation
@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    private(set) var log: [String] = []
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set {
            log.append("\(value) -> \(newValue)")
            value = newValue
        }
    }
    var projectedValue: [String] { log }
}
struct Form {
    @Trimmed var name: String
    @Logged var age = 0
}
var form = Form(name: "  Ada  ")
print("[\(form.name)]")
form.name = "  Grace Hopper "
form.age = 36
form.age += 1
print("[\(form.name)]", form.age, form.$age)
final class Settings {
    @Logged var volume = 5
    @Trimmed var title = " Home "
}
let settings = Settings()
settings.volume = 7
settings.volume = 3
print(settings.volume, settings.$volume, settings.title)
@Logged var score = 10
score = 20
score *= 2
print(score, $score)
