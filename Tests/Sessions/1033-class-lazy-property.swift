// A lazy stored property on a class is computed on first access, then kept
class Report {
    var entries: [Int]
    init(entries: [Int]) { self.entries = entries }
    lazy var summary: String = {
        print("computing summary")
        return "\(entries.count) entries, total \(entries.reduce(0, +))"
    }()
    var liveTotal: Int { entries.reduce(0, +) }
}
let report = Report(entries: [3, 4, 5])
print("created")
print(report.summary)
print(report.summary)
report.entries.append(10)
print(report.summary, report.liveTotal)
report.summary = "reset"
print(report.summary)
