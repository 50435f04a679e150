// if / else if / else chains; conditions are Bool expressions.
let progress = sample.progress
if progress >= 1 {
    print("finished")
} else if progress >= 0.5 {
    print("more than half")
} else {
    print("just started:", progress)
}
if sample.isOnline && sample.role == .engineer {
    print("online engineer")
}
var score = sample.scores["Olivier"] ?? 0
if score > 2 { score -= 2 } else { score += 2 }
print(score)
for todo in sample.todos {
    if todo.done {
        print("done:", todo.title)
    } else if todo.note != nil {
        print("noted:", todo.title, todo.note!)
    } else {
        print("open:", todo.title)
    }
}
