// ClosedRange<Double> and Range<Double>: built from Double bounds or a context, printed, tested, clamped, matched
struct Thermostat {
    var comfortable: ClosedRange<Double> = 19.5...23
    var allowed: Range<Double> = 5..<30
    var target = 21.0
}

@State var thermostat = Thermostat()
print(thermostat.comfortable, thermostat.allowed, [thermostat.comfortable])
print(thermostat)
debugPrint(thermostat.comfortable, 0.5..<1.5)
let readings = [18.2, 19.5, 23.0, 23.01, 29.99, 30]
print(readings.map(thermostat.comfortable.contains), readings.filter { thermostat.allowed.contains($0) }.count)
$thermostat.comfortable.wrappedValue = 20...22.5
print(thermostat.comfortable.lowerBound, thermostat.comfortable.upperBound, thermostat.comfortable.isEmpty, (1.5..<1.5).isEmpty)
for reading in readings {
    switch reading {
    case thermostat.comfortable: print(reading, "comfortable")
    case ..<20: print(reading, "cold")
    default: print(reading, "warm")
    }
}
let low = 0.0, high = 1.0
let unit = low...high
print(unit.contains(0.5), unit.clamped(to: 0.25...0.75), (0.0...10).overlaps(10...20), (0.0..<10).overlaps(10...20))
let volume: ClosedRange<Double> = 0...1
print(volume, type(of: volume), min(max(1.7, volume.lowerBound), volume.upperBound))
dump(unit)
print((0...1).contains(0.5), (1..<3).contains(2.5), (0...10).contains(10))
let reversed = high...low
