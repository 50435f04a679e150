// A meeting scheduler: ClosedRange<Int> minutes, overlap checks, free slots, clamping, formatting times
import Foundation

struct Meeting: Identifiable {
    let id: Int
    var title: String
    var slot: ClosedRange<Int>   // minutes after midnight
}

func clock(_ minutes: Int) -> String {
    String(format: "%02d:%02d", minutes / 60, minutes % 60)
}

struct Day {
    var meetings: [Meeting] = []
    let workingHours = (9 * 60)...(17 * 60)

    func conflicts(with slot: ClosedRange<Int>) -> [String] {
        meetings.filter { $0.slot.overlaps(slot) }.map(\.title)
    }

    var freeSlots: [ClosedRange<Int>] {
        var free: [ClosedRange<Int>] = []
        var start = workingHours.lowerBound
        for meeting in meetings.sorted(by: { $0.slot.lowerBound < $1.slot.lowerBound }) {
            if meeting.slot.lowerBound > start { free.append(start...meeting.slot.lowerBound) }
            start = max(start, meeting.slot.upperBound)
        }
        if start < workingHours.upperBound { free.append(start...workingHours.upperBound) }
        return free
    }

    mutating func book(_ title: String, _ slot: ClosedRange<Int>) -> Bool {
        guard conflicts(with: slot).isEmpty else { return false }
        meetings.append(Meeting(id: meetings.count + 1, title: title, slot: slot.clamped(to: workingHours)))
        return true
    }
}

@State var day = Day()
print(day.book("Standup", 570...585), day.book("Design review", 660...720), day.book("Lunch", 700...760))
print(day.book("Early call", 480...560), day.meetings.last!.slot)
for slot in day.freeSlots {
    print("\(clock(slot.lowerBound))-\(clock(slot.upperBound)) (\(slot.count - 1) min)")
}
print(day.conflicts(with: 575...665), day.workingHours.contains(1000), (600...660).contains(630))
$day.meetings[1].slot.wrappedValue = 780...840
print(day.freeSlots.map { clock($0.lowerBound) }, day.meetings.map(\.slot))
let longest = day.freeSlots.max { $0.count < $1.count }!
print(longest, longest.lowerBound, longest.upperBound, (1..<5).count, Array(1...4).reversed())
