// Re-registering in onChange keeps observing: each new registration waits for the next write
import Observation
@Observable final class Temperature: @unchecked Sendable {
    var celsius = 20
}
final class Thermometer: @unchecked Sendable {
    let room: Temperature
    var log: [String] = []
    init(room: Temperature) { self.room = room }
    func observe() {
        let value = withObservationTracking { room.celsius } onChange: {
            self.log.append("will leave \(self.room.celsius)")
            print("will leave \(self.room.celsius)")
            self.observe()
        }
        print("observing \(value)")
    }
}
let room = Temperature()
let thermometer = Thermometer(room: room)
thermometer.observe()
room.celsius = 21
room.celsius = 21
room.celsius = 23
room.celsius += 1
print(thermometer.log)
print(room.celsius)
