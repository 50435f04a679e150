// makeIterator() and next() on the library's sequences: arrays, strings, ranges, sets, dictionaries
var it = [1, 2, 3].makeIterator()
while let x = it.next() { print(x) }
print(it.next() as Any)
var letters = "abc".makeIterator()
print(letters.next()!, letters.next()!)
var copy = letters
print(copy.next()!, letters.next()!, copy.next() as Any)
var numbers = (1...3).makeIterator()
numbers.next()
print(numbers.next()!)
var half = (0..<2).makeIterator()
print(half.next()!, half.next()!, half.next() == nil)
var single = Set(["only"]).makeIterator()
print(single.next()!, single.next() == nil)
var entries = ["k": 9].makeIterator()
if let (key, value) = entries.next() { print(key, value) }
var reversed = [1, 2, 3].reversed().makeIterator()
print(reversed.next()!)
