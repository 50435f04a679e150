// repeat-while runs its body at least once
var i = 10
repeat {
    print(i)
    i += 1
} while i < 3
var total = 0
repeat {
    total += i
    i -= 3
} while i > 0
print(total, i)
