// weak var delegate becomes nil when the only strong reference goes away; optional calls then do nothing
protocol Listener: AnyObject { func heard(_ message: String) }
class Ear: Listener {
    let id: Int
    init(id: Int) { self.id = id }
    func heard(_ message: String) { print("ear \(id) heard \(message)") }
    deinit { print("ear \(id) gone") }
}
class Speaker {
    weak var listener: Listener?
    func say(_ m: String) {
        if let l = listener { l.heard(m) } else { print("nobody heard \(m)") }
    }
}
let speaker = Speaker()
var ear: Ear? = Ear(id: 1)
speaker.listener = ear
speaker.say("hi")
ear = nil
speaker.say("hello?")
let kept = Ear(id: 2)
speaker.listener = kept
speaker.say("again")
print(speaker.listener === kept)
