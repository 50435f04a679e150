// Trap: Int arithmetic is checked; Int.max + 1 overflows at run time.
@State var big = Int.max - 1
big += 1
print(big == Int.max)
print("one more")
big += 1
print("never printed")
