// defer runs when its block ends, last deferred first
for i in 0..<2 {
    defer { print("end of iteration", i) }
    print("start", i)
}
let work = { () -> Int in
    var log = [String]()
    defer { print("log:", log) }
    defer { log.append("second") }
    log.append("first")
    return log.count
}
print(work())
if true {
    defer { print("left the if") }
    print("in the if")
}
