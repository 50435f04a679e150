// A failed as! between model types names both types.
let any: Any = sample.person
print((any as! Person).name)
print(any as! Address)
