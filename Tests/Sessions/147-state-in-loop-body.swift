// A @State declared inside a loop body is a fresh State each iteration; closures keep theirs.
var readers: [() -> Int] = []
var writers: [Binding<Int>] = []
for i in 1...3 {
    @State var local = i * 10
    readers.append { local }
    writers.append($local)
}
writers[0].wrappedValue = -1
writers[2].wrappedValue += 5
print(readers.map { $0() })
