// Trap: the remainder of a division by zero traps as well, with its own message.
var divisors = [3, 0]
print(10 % divisors[0])
print(10 % divisors[1])
print("never printed")
