// Thermostat with property observers clamping and logging changes
struct Thermostat {
    static let range = 10.0...30.0
    var log: [String] = []

    var target: Double = 20 {
        willSet { log.append("will set \(target) → \(newValue)") }
        didSet {
            if !Thermostat.range.contains(target) {
                target = min(max(target, Thermostat.range.lowerBound), Thermostat.range.upperBound)
                log.append("clamped to \(target)")
            }
        }
    }

    var mode: Mode = .auto {
        didSet(previous) { log.append("mode \(previous) → \(mode)") }
    }

    enum Mode: String, CaseIterable {
        case heat, cool, auto, off
        var next: Mode {
            let all = Self.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    var status: String {
        switch (mode, target) {
        case (.off, _): return "off"
        case (.heat, let t) where t >= 25: return "heating hard to \(t)"
        case (.heat, let t), (.auto, let t): return "heating to \(t)"
        case (.cool, let t): return "cooling to \(t)"
        }
    }
}

@State var thermostat = Thermostat()
thermostat.target = 26
thermostat.target += 10
thermostat.mode = .heat
print(thermostat.status)
let target = $thermostat.target
target.wrappedValue = 4
thermostat.mode = thermostat.mode.next
print(thermostat.status)
for line in thermostat.log { print(line) }
var count = 0
var cycle = Thermostat.Mode.off
repeat {
    cycle = cycle.next
    count += 1
} while cycle != .off
print(count, Thermostat.Mode.allCases.map(\.rawValue))
