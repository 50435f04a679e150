// Integer division truncates toward zero; the remainder takes the sign of the dividend.
print(7 / 2, -7 / 2, 7 / -2, -7 / -2)
print(7 % 2, -7 % 2, 7 % -2, -7 % -2)
print(0 / 5, 0 % 5, 5 % 5)
let minutes = 135
print(minutes / 60, "h", minutes % 60, "min")
print(Int.max, Int.min)
print(Int.max - 1, Int.min + 1)
print(Int.max / 2, Int.min / 2, Int.min % 10)
print(abs(-42), abs(Int.min + 1))
