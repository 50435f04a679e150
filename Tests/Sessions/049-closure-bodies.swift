// Closure bodies can hold several statements, declare locals and return a value.
var total = 0.0
let addHours = { (todo: Todo) -> Double in
    let hours = todo.done ? 0 : todo.estimate
    total += hours
    return hours
}
let hours = sample.todos.map(addHours)
print(hours, total)
let classify = { (n: Int) -> String in
    if n < 0 {
        return "negative"
    } else if n == 0 {
        return "zero"
    }
    return "positive"
}
print(classify(-3), classify(0), classify(8))
let labels = sample.todos.map { todo -> String in
    let mark = todo.done ? "x" : " "
    return "[\(mark)] \(todo.title)"
}
for label in labels {
    print(label)
}
