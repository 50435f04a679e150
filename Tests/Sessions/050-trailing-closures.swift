// Trailing closures: written after the call's parentheses, which can then be omitted.
let titles = sample.todos.map { $0.title }
print(titles)
let long = titles.filter { title in
    title.count > 8
}
print(long)
@State var count = 0
withAnimation {
    count += 1
}
withAnimation(.easeOut) { count *= 10 }
print(count)
let doubled = sample.todos.map { $0.estimate * 2 }.filter { $0 > 1 }
print(doubled)
let text = withTransaction(Transaction()) { "count is \(count)" }
print(text)
