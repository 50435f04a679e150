// TimeInterval is Foundation's name for Double
import Foundation
struct Timer { var elapsed: TimeInterval = 0; var lap: TimeInterval? }
var timer = Timer()
let ticks: [TimeInterval] = [0.25, 1.5, 30]
for t in ticks { timer.elapsed += t }
timer.lap = ticks.max()
print(timer, type(of: timer.elapsed), TimeInterval(90) / 60, String(format: "%.2f s", timer.elapsed))
func format(_ interval: TimeInterval) -> String { "\(Int(interval) / 60)m \(Int(interval) % 60)s" }
print(format(125), format(timer.elapsed))
