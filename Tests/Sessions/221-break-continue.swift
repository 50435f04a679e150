// break and continue in for and while loops
for i in 0..<10 {
    if i % 2 == 0 { continue }
    if i > 7 { break }
    print(i)
}
var k = 0
while true {
    k += 1
    if k == 3 { continue }
    if k > 5 { break }
    print("k", k)
}
