// Reports through tuple paths, enum payloads, while loops, if case and switch
@State var point = (x: 1, y: 2)
let x = $point.x
:watch sum = point.x + point.y
x.wrappedValue = 5
point.y = 10
enum Mode { case idle, running(Int) }
@State var mode = Mode.idle
:watch label = { () -> String in
    switch mode {
    case .idle: return "idle"
    case .running(let n): return "running \(n)"
    }
}()
mode = .running(3)
var i = 0
while i < 3 {
    i += 1
    if case .running(let n) = mode { mode = .running(n + 1) }
}
switch mode {
case .running: point.x = 0
case .idle: break
}
