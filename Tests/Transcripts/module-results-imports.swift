// arguments: --keep-going
// Default output: echoed results are named $R0, $R1… and usable afterwards; imports of known
// modules are accepted, others are errors; the session's Person shadows the sample's.
import SwiftUI
import Foundation
sample.person.address.number + 1
$R0 * 2
print($R0, $R1)
struct Person { var name: String }
Person(name: "Ada")
SampleModel.Person(name: "Bob", address: SampleModel.Address(number: 1, street: "Main"))
print($R2.name, $R3.address)
import UIKit
let x = 1
let x = 2
