// arguments: --quiet
// UUID() values come from a fixed-seed generator: the same on every run (Swift's are random)
import Foundation
print(UUID())
print([UUID(), UUID()])
struct Item: Identifiable { let id = UUID(); var name: String }
print(Item(name: "a"))
