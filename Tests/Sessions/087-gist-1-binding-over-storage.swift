// Gist, example 1: a Binding is only a getter and a setter around storage that lives elsewhere.
var scoreStorage = 10
@Binding var score: Int
_score = Binding(get: { scoreStorage }, set: { scoreStorage = $0 })
print("before: storage", scoreStorage, "and score", score)
// score = 25 runs _score.wrappedValue's nonmutating setter, which runs the set closure,
// which assigns scoreStorage.
score = 25
print("after: storage", scoreStorage, "and score", score)
scoreStorage = 1
print("Storage changed:", score)
_score.wrappedValue += 1
print(scoreStorage, $score.wrappedValue)
// For a Binding, $score is the projectedValue, which is the binding itself.
print(type(of: _score), type(of: $score))
