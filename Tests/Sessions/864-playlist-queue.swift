// A music queue: durations formatted mm:ss, shuffling deterministically, moving items, total time
struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
    var artist: String
    var seconds: Int

    var duration: String {
        let s = seconds % 60
        return "\(seconds / 60):" + (s < 10 ? "0\(s)" : "\(s)")
    }
}

struct Queue {
    var songs: [Song]
    var currentIndex = 0

    var current: Song? { songs.indices.contains(currentIndex) ? songs[currentIndex] : nil }
    var remaining: Int { songs[currentIndex...].reduce(0) { $0 + $1.seconds } }

    mutating func skip() { currentIndex += 1 }

    mutating func move(from source: Int, to destination: Int) {
        let song = songs.remove(at: source)
        songs.insert(song, at: destination)
    }

    mutating func rotate() {
        guard !songs.isEmpty else { return }
        songs.append(songs.removeFirst())
    }
}

@State var queue = Queue(songs: [
    Song(id: 1, title: "Intro", artist: "A", seconds: 65),
    Song(id: 2, title: "Blue", artist: "B", seconds: 241),
    Song(id: 3, title: "Rain", artist: "A", seconds: 189),
    Song(id: 4, title: "Outro", artist: "C", seconds: 302),
])
print(queue.songs.map { "\($0.title) \($0.duration)" })
print(queue.remaining / 60, "min left")
queue.skip()
print(queue.current?.title ?? "done", queue.remaining)
queue.move(from: 3, to: 0)
print(queue.songs.map(\.id))
queue.rotate()
print(queue.songs.map(\.id))
$queue.songs[0].seconds.wrappedValue += 19
print(queue.songs[0].duration)
let byArtist = Dictionary(grouping: queue.songs, by: \.artist).mapValues { $0.count }
print(byArtist.keys.sorted().map { "\($0)=\(byArtist[$0]!)" })
$queue.currentIndex.wrappedValue = 9
print(queue.current as Any)
queue.songs.swapAt(0, 1)
print(queue.songs.first!.title, queue.songs.contains { $0.seconds > 300 })
