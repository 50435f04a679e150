// Trap: as! to the wrong type stops the program; as? would have given nil.
let values: [Any] = [sample.person.name, sample.person.address.number]
print(values[0] as! String)
print(values[1] as? String as Any)
print(values[1] as! String)
print("never printed")
