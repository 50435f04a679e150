// Array(repeating:count:) builds an array of copies; each copy is independent afterwards.
var zeros = Array(repeating: 0, count: 4)
print(zeros)
zeros[2] = 7
print(zeros)
var board = Array(repeating: Array(repeating: ".", count: 3), count: 2)
board[0][1] = "X"
print(board)
var roles = Array(repeating: Role.engineer, count: 2)
roles[1] = .designer
print(roles)
var people = Array(repeating: sample.person, count: 2)
people[1].name = "Ada"
print(people.map { $0.name })
print(Array(repeating: "ab", count: 0), Array(repeating: true, count: 2))
