// [weak self] in a stored closure: the closure sees the object while alive and nil after it is released
class Timer {
    var ticks = 0
    var onTick: (() -> Void)?
    let name: String
    init(name: String) { self.name = name }
    func start() {
        onTick = { [weak self] in
            guard let self else { print("gone"); return }
            self.ticks += 1
            print("\(self.name) tick \(self.ticks)")
        }
    }
    deinit { print("\(name) deinit") }
}
var timer: Timer? = Timer(name: "T1")
timer?.start()
let handler = timer?.onTick
handler?()
handler?()
timer = nil
handler?()
print("end")
