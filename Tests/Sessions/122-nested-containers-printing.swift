// Printing nested optionals, arrays of optionals and dictionaries of arrays.
let a: [Int?] = [1, nil, 3]
let b: [[String?]] = [["x", nil], []]
let c: [String: [Int?]] = ["k": [nil, 2]]
print(a, b, c)
let d: [Int]? = [1, 2]
let e: [Int?]? = [nil]
print(d as Any, e as Any)
let f: [String: Role] = ["r": .designer]
print(f, f["r"] as Any)
let g: [[Int]: Bool] = [[1]: true]
print(g)
