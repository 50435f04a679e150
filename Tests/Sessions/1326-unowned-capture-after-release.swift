// [unowned self]: calling the closure after its object is gone traps, where [weak self] sees nil
class Player {
    let name: String
    init(name: String) { self.name = name }
    func weakGreeter() -> () -> String { { [weak self] in "hi \(self?.name ?? "nobody")" } }
    func unownedGreeter() -> () -> String { { [unowned self] in "hi \(name)" } }
    deinit { print("\(name) left") }
}
var player: Player? = Player(name: "ada")
let weakly = player!.weakGreeter()
let unownedly = player!.unownedGreeter()
print(weakly(), unownedly())
player = nil
print(weakly())
print(unownedly())
