// deinit: weak references to an object read nil once its deinit has run, also inside the deinit
class Delegate {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("delegate \(name) deinit") }
}
class Downloader {
    weak var delegate: Delegate?
    func report() {
        if let delegate {
            print("delegate is \(delegate.name)")
        } else {
            print("no delegate")
        }
    }
}
class Watcher {
    let downloader: Downloader
    init(_ downloader: Downloader) { self.downloader = downloader }
    deinit {
        print("watcher deinit")
        downloader.report()
    }
}
let downloader = Downloader()
var delegate: Delegate? = Delegate(name: "ui")
downloader.delegate = delegate
downloader.report()
delegate = nil
downloader.report()
var strong: Delegate? = Delegate(name: "log")
downloader.delegate = strong
var watcher: Watcher? = Watcher(downloader)
strong = nil
watcher = nil
print("end")
