// A Set as a sequence: filter keeps a Set; map gives an array; iterate in sorted order.
let numbers: Set = [5, 10, 15, 20]
let big = numbers.filter { $0 > 10 }
print(big.sorted(), type(of: big))
print(numbers.map { $0 / 5 }.sorted(), numbers.reduce(0, +), numbers.allSatisfy { $0 % 5 == 0 })
for n in numbers.sorted(by: >) {
    print(n, terminator: " ")
}
print()
print(Set("mississippi").sorted(), Set(1...3).count)
let doneIDs = Set(sample.todos.filter(\.done).map(\.id))
print(sample.todos.filter { !doneIDs.contains($0.id) }.map(\.title))
