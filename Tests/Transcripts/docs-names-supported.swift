// arguments: --keep-going
// docs/language.md says which imported names work and which are refused by name: both halves.
import Foundation
import Combine
class Settings: ObservableObject { @Published var volume = 5 }
let settings = Settings()
var heard: [Int] = []
let subscription = settings.$volume.sink { heard.append($0) }
settings.volume = 7
print(heard)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(["b": 2, "a": 1]), encoding: .utf8)!)
print(URL(string: "https://example.com/docs")!.host!)
let price: Decimal = 1
let values: [any Equatable] = [1]
