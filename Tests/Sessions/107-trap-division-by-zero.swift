// Trap: integer division by zero.
@State var people = 0
let total = 120
print(total / 4)
print("people:", people)
print(total / people)
print("never printed")
