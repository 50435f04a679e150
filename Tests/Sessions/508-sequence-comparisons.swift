// append(contentsOf:) takes any sequence; starts(with:) and elementsEqual compare in order.
var xs = [1]
xs.append(contentsOf: 2...3)
xs.append(contentsOf: [4])
xs.append(contentsOf: Set([5]))
print(xs)
print(xs.starts(with: [1, 2]), xs.starts(with: 2...3), xs.elementsEqual(1...5))
var chars: [Character] = []
chars.append(contentsOf: "hi")
print(chars)
