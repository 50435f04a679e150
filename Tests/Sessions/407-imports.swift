// Imports of modules bindscope knows are accepted anywhere at the top level; they change nothing printed.
import Foundation
import Observation
@State var count = 1
import StateBinding
@testable import SampleModel
count += 1
print(count, sample.person.name)
