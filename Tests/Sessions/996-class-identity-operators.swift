// === and !== ask whether two references point at the same instance, not whether the values match
class Player {
    var name: String
    init(name: String) {
        self.name = name
    }
}
let p1 = Player(name: "Ann")
let p2 = Player(name: "Ann")
let p3 = p1
print(p1 === p2, p1 !== p2)
print(p1 === p3, p1 !== p3)
print(p1.name == p2.name)
let team = [p1, p2]
print(team.contains { $0 === p3 })
print(team.firstIndex { $0 === p2 }!)
let maybe: Player? = p3
print(maybe === p1, maybe === nil)
p3.name = "Anna"
print(p1.name, p2.name)
