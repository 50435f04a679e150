// Class-only protocols (`: AnyObject`, and Swift 5's older `: class`) for a delegate held weakly.
protocol DownloadDelegate: AnyObject {
    func download(_ name: String, progressed percent: Int)
    func downloadFinished(_ name: String)
}

protocol Resettable: class {
    func reset()
}

final class Download {
    let name: String
    weak var delegate: DownloadDelegate?
    private(set) var percent = 0

    init(name: String) { self.name = name }

    func advance(by step: Int) {
        percent = min(100, percent + step)
        delegate?.download(name, progressed: percent)
        if percent == 100 { delegate?.downloadFinished(name) }
    }
}

final class ProgressView: DownloadDelegate, Resettable {
    var log: [String] = []
    func download(_ name: String, progressed percent: Int) { log.append("\(name) \(percent)%") }
    func downloadFinished(_ name: String) { log.append("\(name) done") }
    func reset() { log.removeAll() }
}

let download = Download(name: "photos.zip")
var view: ProgressView? = ProgressView()
download.delegate = view
download.advance(by: 40)
download.advance(by: 70)
print(view?.log ?? [])
let resettable: Resettable? = view
resettable?.reset()
print(view?.log.count ?? -1)
view = nil
download.advance(by: 10)
print(download.delegate == nil, download.percent)
