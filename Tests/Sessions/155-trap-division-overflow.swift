// Int.min / -1 overflows.
@State var m = Int.min
@State var d = -1
print(m / 1)
print(m / d)
