// Dictionary literals whose values need a context (nil, [], .member) take the other values' type
enum Level { case low, high }
let scores = ["ann": Optional(90), "bob": nil]
let levels = ["a": Level.low, "b": .high]
let lists = ["x": [1, 2], "y": []]
let nested = ["p": ["q": 1], "r": [:]]
print(scores["ann"]!! + 1, scores["bob"]! == nil, type(of: scores), levels["b"]!, lists["y"]!.isEmpty, nested["r"]!.count)
let single = ["only": nil, "one": 2.5]
print(type(of: single), single["one"]!!)
