// deinit: a local object ends with the call that made it, with a do block, with each loop iteration and after an if let
class Resource {
    let id: Int
    init(_ id: Int) { self.id = id; print("acquire \(id)") }
    deinit { print("release \(id)") }
}
func use(_ id: Int) -> Int {
    let resource = Resource(id)
    print("using \(resource.id)")
    return resource.id * 10
}
let result = use(1)
print("result \(result)")
do {
    let scoped = Resource(2)
    print("in do \(scoped.id)")
}
print("after do")
for id in 3...4 {
    let each = Resource(id)
    print("iteration \(each.id)")
}
print("after loop")
var maybe: Resource? = Resource(5)
if let found = maybe {
    print("found \(found.id)")
}
maybe = nil
print("end")
