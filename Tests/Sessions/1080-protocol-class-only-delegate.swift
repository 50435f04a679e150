// A class-only protocol (AnyObject) allows a weak delegate reference
protocol DownloadDelegate: AnyObject {
    func didFinish(_ file: String)
}
class Downloader {
    weak var delegate: DownloadDelegate?
    func download(_ file: String) {
        print("downloading", file)
        delegate?.didFinish(file)
    }
}
class Screen: DownloadDelegate {
    var finished: [String] = []
    func didFinish(_ file: String) {
        finished.append(file)
        print("screen saw", file)
    }
}
let downloader = Downloader()
downloader.download("a.txt")
var screen: Screen? = Screen()
downloader.delegate = screen
downloader.download("b.txt")
downloader.download("c.txt")
print(screen!.finished)
print(downloader.delegate === screen)
screen = nil
print(downloader.delegate == nil)
downloader.download("d.txt")
