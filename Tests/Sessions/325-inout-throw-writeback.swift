// An inout argument is written back even when the function throws.
enum StepError: Error {
    case stop
}
func advance(_ counter: inout Int, limit: Int) throws {
    counter += 1
    if counter > limit { throw StepError.stop }
}
var counter = 0
do {
    try advance(&counter, limit: 5)
    try advance(&counter, limit: 1)
    print("not reached")
} catch {
    print("stopped at", counter)
}
