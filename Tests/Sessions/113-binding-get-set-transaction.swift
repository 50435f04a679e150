// Binding(get:set:) with a two-parameter setter also receives the transaction of each write.
@State var level = 1
var seen: [String] = []
let tracked = Binding<Int>(
    get: { level },
    set: { newValue, transaction in
        level = newValue
        seen.append("\(newValue): \(transaction.animation != nil) \(transaction.disablesAnimations)")
    }
)
tracked.wrappedValue = 2
tracked.animation().wrappedValue = 3
withAnimation { tracked.wrappedValue = 4 }
var quiet = Transaction()
quiet.disablesAnimations = true
withTransaction(quiet) { tracked.wrappedValue += 1 }
for line in seen {
    print(line)
}
print(level)
