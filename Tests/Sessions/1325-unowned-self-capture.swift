// [unowned self] in a stored closure: it does not keep the object alive, so deinit runs when the last strong reference goes
class Timer {
    var onTick: (() -> Void)?
    func tick() { onTick?() }
}
class Clock {
    let name: String
    var ticks = 0
    let timer = Timer()
    init(name: String) {
        self.name = name
        timer.onTick = { [unowned self] in
            ticks += 1
            print("\(name) tick \(ticks)")
        }
    }
    deinit { print("\(name) stopped after \(ticks) ticks") }
}
var clock: Clock? = Clock(name: "kitchen")
clock?.timer.tick()
clock?.timer.tick()
let handler = clock?.timer.onTick
handler?()
clock = nil
print("end")
