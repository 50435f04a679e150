/// A watch as code that reads its name sees it (`:watch total = …`, then `total * 2`): the
/// dependents layer keeps watches, and compiled code only asks whether one is broken, and why.
public protocol WatchReading: AnyObject {
    /// Why reading the watch traps now; nil while it holds a value.
    var brokenReason: String? { get }
}
