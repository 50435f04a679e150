// A range whose lower bound exceeds its upper bound traps when formed.
@State var upper = 3
print(1...upper)
upper = 0
print(1...upper)
