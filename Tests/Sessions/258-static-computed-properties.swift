// Static computed properties: read through the type, as implicit members, from extensions, using other statics
enum Day: Int, CaseIterable {
    case monday = 1, tuesday, saturday = 6, sunday
    static var start: Day { .monday }
    static var weekend: [Day] { allCases.filter { $0.rawValue >= 6 } }
    var isWeekend: Bool { Day.weekend.contains(self) }
}
struct Config {
    var retries: Int
    static var standard: Config { Config(retries: 3) }
    static var strict: Config {
        var config = standard
        config.retries = 0
        return config
    }
}
print(Day.start, Day.weekend, Day.sunday.isWeekend, Day.start.isWeekend)
print(Config.standard, Config.strict.retries)
var c: Config = .standard
c.retries += 1
print(c)
extension Config {
    static var lenient: Config { Config(retries: 10) }
}
print(Config.lenient)
