// Objects a throw lets go of end before the catch runs: a throwing function's locals, a half-built array literal's elements
struct Shortage: Error { let wanted: Int }
final class Ticket {
    let number: Int
    init(_ number: Int) {
        self.number = number
        print("issue", number)
    }
    deinit { print("void", number) }
}
func issue(_ number: Int) throws -> Ticket {
    let ticket = Ticket(number)
    if number == 3 { throw Shortage(wanted: number) }
    return ticket
}
do {
    let tickets = [try issue(1), try issue(2), try issue(3)]
    print("issued", tickets.count)
} catch let shortage as Shortage {
    print("caught shortage of", shortage.wanted)
} catch {
    print("other", error)
}
let spare = try? issue(3)
print("spare is nil:", spare == nil)
do {
    let kept = try issue(4)
    print("kept", kept.number)
    _ = try issue(3)
} catch {
    print("caught", error)
}
print("done")
