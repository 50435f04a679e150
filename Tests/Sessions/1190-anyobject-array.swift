// AnyObject arrays: mixing class instances, casting back with as?, and identity checks with ===
class Cat { let name = "Tom" }
class Mouse { let name = "Jerry" }
let cat = Cat()
let things: [AnyObject] = [cat, Mouse(), Cat()]
print(things.count)
for t in things {
    if let c = t as? Cat { print("cat", c.name) }
    else if let m = t as? Mouse { print("mouse", m.name) }
}
print(things.filter { $0 is Cat }.count)
print(things[0] === cat, things[2] === cat)
print(things.contains { $0 === cat })
let o: AnyObject = cat
print(o is Mouse, type(of: o))
let firstMouse = things.first { $0 is Mouse } as? Mouse
print(firstMouse?.name ?? "none")
