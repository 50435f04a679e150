// first(where:), last(where:), and the indices of matches from either end.
let xs = [4, 7, 2, 7, 9]
print(xs.first(where: { $0 > 5 }) as Any, xs.last(where: { $0 > 5 }) as Any)
print(xs.last { $0 > 100 } as Any)
print(xs.firstIndex(where: { $0 == 7 }) as Any, xs.lastIndex(where: { $0 == 7 }) as Any)
print(xs.lastIndex(of: 7) as Any, xs.lastIndex(of: 3) as Any)
if let index = sample.todos.lastIndex(where: { !$0.done }) {
    print("last open:", sample.todos[index].title)
}
