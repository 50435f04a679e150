// docs/language.md's known differences from the compiler that a session can show, kept true.
// Dictionaries print in insertion order (Swift's order is random per process).
let scores = ["Olivier": 3, "Ada": 5, "Grace": 4]
print(scores)
// A dictionary's keys are an array here (Swift's type is Dictionary.Keys).
print(type(of: scores.keys))
// pow with two integer literals is the Double function (Swift picks Decimal's and prints 1024).
print(pow(2, 10))
// UUID() comes from a fixed-seed generator: every run prints the same.
print(UUID())
// CGFloat is a Double here: values print the same, type(of:) names Double.
import Foundation
let width: CGFloat = 2.5
print(width, type(of: width))
// Types print unqualified, where Swift writes main.S inside an Optional.
struct S {}
print(Optional(S()))
