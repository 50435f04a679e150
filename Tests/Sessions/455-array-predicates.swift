// contains(where:), allSatisfy and count(where:).
let scores = [72, 95, 88, 60]
print(scores.contains { $0 > 90 }, scores.contains(where: { $0 < 50 }))
print(scores.allSatisfy { $0 >= 60 }, scores.allSatisfy { $0 > 70 })
print([Int]().allSatisfy { $0 > 0 })
print(scores.count(where: { $0 >= 80 }))
print(sample.todos.count { $0.done }, sample.todos.allSatisfy { $0.estimate > 0 })
