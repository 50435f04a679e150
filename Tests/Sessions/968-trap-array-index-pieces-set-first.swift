// Array prefix(upTo:), prefix(through:), suffix(from:) as slices keeping their indices; a Set's first
let queue = ["ann", "bob", "cy", "dee"]
let served = queue.prefix(upTo: 2), waiting = queue.suffix(from: 2)
print(served, waiting, waiting.startIndex, queue.prefix(through: 0), queue.suffix(from: 4).isEmpty)
if let cut = queue.firstIndex(of: "cy") { print(Array(queue.prefix(upTo: cut)), queue[cut...]) }
let single: Set = ["only"]
print(single.first!, Set<Int>().first as Any)
print(queue.prefix(through: queue.count))
