// Shifts on Int are smart: a negative amount shifts the other way, a large one gives 0 or -1.
var amount = 3
print(1 << amount, 1000 >> amount, -1000 >> amount)
amount = -2
print(64 << amount, 64 >> amount)
amount = 70
print(1 << amount, 12345 >> amount, -12345 >> amount)
print(1 + 2 << 3, (1 + 2) << 3)
