// arguments: --keep-going
// Only classes may conform to a class-only protocol, however it is spelled (`: AnyObject`, or
// Swift 5's `: class`); a struct or an enum gets Swift's error.
protocol Delegate: class { func ping() }
protocol Observer: AnyObject { func notify() }
struct Plain: Delegate { func ping() { } }
enum Choice: Observer { case a; func notify() { } }
final class Handler: Delegate, Observer {
    func ping() { print("ping") }
    func notify() { print("notify") }
}
weak var held: Delegate? = Handler()
print(held == nil)
let strong = Handler()
let observer: Observer = strong
observer.notify()
