// for-in with a where clause skips the elements that fail the condition.
for n in 1...10 where n % 3 == 0 {
    print(n)
}
for todo in sample.todos where !todo.done {
    print("open:", todo.title)
}
for todo in sample.todos where todo.note != nil && todo.estimate > 1 {
    print("noted and long:", todo.title)
}
var evens = 0
for n in [4, 7, 10, 13] where n % 2 == 0 {
    evens += 1
}
print(evens)
