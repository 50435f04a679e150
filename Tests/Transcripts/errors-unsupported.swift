// arguments: --keep-going
// What sessions do not support yet is named (checker errors; parse errors are in the parser's tests).
struct Settings: Codable { var volume = 1 }
let formatter = DateFormatter()
let shapes: [any Equatable] = []
struct Screen: View { var count = 0 }
extension KeyPath { var second: Int { 2 } }
let kind: Person.Kind? = nil
let other: Foundation.Date? = nil
import UIKit
if true {
    import Foundation
}
let site = URL(string: "https://swift.org", relativeTo: nil)
struct Store { @AppStorage("screen") var screen = "" }
print("still running")
