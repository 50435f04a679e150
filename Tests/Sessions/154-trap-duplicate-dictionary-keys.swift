// A dictionary literal with a duplicate key traps at run time.
let k = "a"
print(["b": 1].count)
let d = [k: 1, "a": 2]
print(d)
