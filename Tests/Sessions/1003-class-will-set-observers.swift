// willSet sees newValue before the store; didSet sees oldValue after it
class StepTracker {
    var total = 0 {
        willSet {
            print("about to set total to \(newValue) (now \(total))")
        }
        didSet {
            if total > oldValue {
                print("added \(total - oldValue) steps")
            }
        }
    }
    var name: String = "walker" {
        willSet(newName) { print("renaming \(name) to \(newName)") }
    }
}
let tracker = StepTracker()
tracker.total = 200
tracker.total += 160
tracker.total = 100
tracker.name = "runner"
print(tracker.name, tracker.total)
