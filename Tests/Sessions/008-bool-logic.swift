// Bool operators: ! binds tightest, && before ||, comparisons before both.
let online = sample.isOnline
let busy = false
print(online, busy, !online, !busy)
print(online && busy, online || busy)
print(busy || online && busy, (busy || online) && busy)
print(1 < 2, 2 <= 2, 3 > 4, 3 >= 4, 5 == 5, 5 != 5)
print(1 + 2 == 3 && "a" < "b")
print("apple" < "banana", "Zebra" < "apple")
print(sample.person.name == "Olivier", sample.role == .engineer, sample.role != .manager)
print(0.1 + 0.2 > 0.3, -1 < 0 || 1 / 1 == 1)
var done = sample.todos[0].done
done = !done
print(done, !done == true)
