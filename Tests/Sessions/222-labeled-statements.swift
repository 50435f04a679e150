// Labels let break and continue reach an outer loop
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
var found = false
search: while true {
    for n in [4, 7, 9] where n % 7 == 0 {
        found = true
        break search
    }
}
print(found)
check: if found {
    print("found it")
    break check
}
