// Identifiable models with UUID ids (compared, never printed) and a declared Codable conformance
import Foundation

struct Habit: Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var target: Int
}

@State var habits = [Habit(name: "Walk", target: 10_000), Habit(name: "Water", target: 8)]
let walkID = habits[0].id
print(habits.first { $0.id == walkID }?.name ?? "-", habits[0].id == habits[1].id)
if let index = habits.firstIndex(where: { $0.id == walkID }) {
    $habits[index].target.wrappedValue += 500
}
print(habits.map(\.target), habits.map(\.name))
let copy = habits[1]
print(copy == habits[1], copy.id == habits[1].id)
habits[1].name = "Drink water"
print(copy == habits[1], habits.contains { $0.id == copy.id })
let ids = Set(habits.map(\.id))
print(ids.count, ids.contains(walkID), UUID().uuidString.count)
