// A nested function captures its enclosing function's variables, which live on after it returns.
func makeCounter(start: Int) -> () -> Int {
    var count = start
    func next() -> Int {
        count += 1
        return count
    }
    return next
}
let counter = makeCounter(start: 10)
print(counter(), counter(), counter())
let other = makeCounter(start: 0)
print(other(), counter())
