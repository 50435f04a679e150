// deinit timing in functions and loops: a local released at the end of each iteration and when a function returns
class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}
func use(_ name: String) -> Int {
    let r = Resource(name)
    return r.name.count
}
print(use("file"))
for i in 1...2 {
    let r = Resource("loop\(i)")
    print("using \(r.name)")
}
var keep: [Resource] = []
keep.append(Resource("kept"))
keep.append(keep[0])
keep.removeLast()
print("still kept: \(keep.count)")
keep.removeAll()
print("end")
