// A let field with a default is not part of the memberwise init; let without one is.
struct Config {
    let version = 3
    let name: String
    var enabled = true
}
let c = Config(name: "cfg")
print(c, c.version)
let d = Config(name: "other", enabled: false)
print(d.version + 1, d)
var e = d
e.enabled = true
print(e)
