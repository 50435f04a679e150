// Classes conforming to protocols, a protocol-typed property holding a class (delegate), and AnyObject protocols
protocol DownloadDelegate: AnyObject {
    func didFinish(_ name: String)
}
class Logger: DownloadDelegate {
    var log: [String] = []
    func didFinish(_ name: String) { log.append("done: \(name)") }
}
class Downloader {
    weak var delegate: DownloadDelegate?
    func start(_ files: [String]) {
        for f in files { delegate?.didFinish(f) }
    }
}
let logger = Logger()
let d = Downloader()
d.delegate = logger
d.start(["a.txt", "b.txt"])
print(logger.log)
protocol Resettable { func reset() }
class Score: Resettable, CustomStringConvertible {
    var points = 10
    func reset() { points = 0 }
    var description: String { "Score(\(points))" }
}
let items: [Resettable] = [Score(), Score()]
items.forEach { $0.reset() }
print(items.map { ($0 as! Score).points })
let s = Score()
let r: Resettable = s
r.reset()
print(s)
