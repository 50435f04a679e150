// Codable classes and subclasses, a let with an initial value, and how coders and Data print
import Foundation
class Animal: Codable { var name = "a"; var legs = 4 }
final class Dog: Animal { var good = true }
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
print(String(data: try! e.encode(Dog()), encoding: .utf8)!)
print(String(data: try! e.encode([Animal(), Dog()]), encoding: .utf8)!)
let d = try! JSONDecoder().decode(Dog.self, from: Data(#"{"name":"rex","legs":3}"#.utf8))
print(d.name, d.legs, d.good)
struct K: Codable { let version = 2; var title: String }
let k = try! JSONDecoder().decode(K.self, from: Data(#"{"version":9,"title":"t"}"#.utf8))
print(k.version, String(data: try! e.encode(k), encoding: .utf8)!)
print(JSONEncoder(), Data("ab".utf8), [Data()], Optional(Data()))
debugPrint(Data("ab".utf8))
