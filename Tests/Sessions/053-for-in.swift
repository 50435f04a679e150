// for-in over ranges, arrays, array literals and nested loops; the loop constant is a copy.
for i in 0..<3 {
    print("i =", i)
}
for name in ["Ada", "Grace"] {
    print(name.uppercased())
}
var sum = 0
for n in 1...10 {
    sum += n
}
print("sum", sum)
for todo in sample.todos {
    print(todo.id, todo.title, todo.estimate)
}
var pairs: [String] = []
for row in 1...2 {
    for column in 1...2 {
        pairs.append("\(row)\(column)")
    }
}
print(pairs)
