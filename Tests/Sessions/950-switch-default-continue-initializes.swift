// A `let` set by every case of a switch whose default `continue`s the loop is initialized after it
let moves = ["up", "right", "jump", "down"]
var position = (x: 0, y: 0)
for move in moves {
    let delta: (Int, Int)
    switch move {
    case "up": delta = (0, -1)
    case "down": delta = (0, 1)
    case "right": delta = (1, 0)
    default:
        print("unknown move \(move)")
        continue
    }
    position = (position.x + delta.0, position.y + delta.1)
}
print(position)
outer: for row in 0..<3 {
    let label: String
    if row == 0 { label = "first" } else if row == 2 { break outer } else { label = "middle" }
    print(row, label)
}
