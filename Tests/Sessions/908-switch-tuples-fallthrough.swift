// Switching over a tuple of enums: traffic of a delivery app, with where clauses and fallthrough
enum Weather { case sunny, rainy, snowy }
enum Vehicle { case bike, car, drone }

func etaMinutes(distance: Int, weather: Weather, vehicle: Vehicle) -> Int {
    var minutes = 0
    switch (weather, vehicle) {
    case (.snowy, .drone):
        return -1
    case (_, .drone):
        minutes = distance
    case (.sunny, .bike), (.rainy, .car):
        minutes = distance * 3
    case (.rainy, .bike) where distance > 5:
        return -1
    case (.rainy, .bike):
        minutes = distance * 5
    case (let w, .car):
        minutes = distance * 2
        if w == .snowy { minutes *= 2 }
    case (.snowy, .bike):
        minutes = distance * 8
    }
    switch minutes {
    case 0:
        return 0
    case 1...10:
        minutes += 2
        fallthrough
    case 11...30:
        minutes += 5
    default:
        minutes += 10
    }
    return minutes
}

let trips: [(Int, Weather, Vehicle)] = [(3, .sunny, .bike), (8, .rainy, .bike), (8, .snowy, .car), (2, .snowy, .drone), (4, .rainy, .car), (0, .sunny, .drone)]
for (d, w, v) in trips {
    let eta = etaMinutes(distance: d, weather: w, vehicle: v)
    print("\(d) km, \(w), \(v):", eta < 0 ? "unavailable" : "\(eta) min")
}
