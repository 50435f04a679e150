// A State is a struct holding a reference to its storage: copies of _x share the same value.
@State var score = 1
let copy = _score
copy.wrappedValue = 42
print(score)
score = 7
print(copy.wrappedValue)
var another = _score
another.wrappedValue += 1
print(score, copy.wrappedValue, another.wrappedValue)
let fresh = State(initialValue: score)
fresh.wrappedValue = 0
print(score, fresh.wrappedValue)
let states = [_score, _score]
states[0].wrappedValue = 99
print(states[1].wrappedValue, score)
