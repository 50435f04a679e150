// A music playlist: durations, shuffling deterministically, and removal
struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
    var artist: String
    var seconds: Int
    var isFavorite = false
}

struct Playlist {
    var name: String
    var songs: [Song] = []
    var currentIndex: Int? = nil

    var totalDuration: String {
        let total = songs.reduce(0) { $0 + $1.seconds }
        return "\(total / 60)m \(total % 60)s"
    }
    var current: Song? { currentIndex.flatMap { songs.indices.contains($0) ? songs[$0] : nil } }

    mutating func next() {
        guard !songs.isEmpty else { return }
        currentIndex = ((currentIndex ?? -1) + 1) % songs.count
    }
    mutating func move(from: Int, to: Int) {
        let song = songs.remove(at: from)
        songs.insert(song, at: to)
    }
}

@State var playlist = Playlist(name: "Focus")
playlist.songs = [
    Song(id: 1, title: "Intro", artist: "A", seconds: 95),
    Song(id: 2, title: "Flow", artist: "B", seconds: 241),
    Song(id: 3, title: "Deep", artist: "A", seconds: 187),
]
print(playlist.totalDuration, playlist.current?.title ?? "nothing playing")
playlist.next(); playlist.next()
print(playlist.current?.title ?? "-")
playlist.move(from: 2, to: 0)
print(playlist.songs.map(\.title), playlist.current!.title)
$playlist.songs[1].isFavorite.wrappedValue = true
let favorites = playlist.songs.filter(\.isFavorite).map { "\($0.artist) - \($0.title)" }
print(favorites)
let byArtist = Dictionary(grouping: playlist.songs) { $0.artist }
print(byArtist["A"]!.count, byArtist.keys.sorted())
playlist.songs.removeAll { $0.seconds > 200 }
print(playlist.songs.count, playlist.totalDuration, playlist.songs.last?.id ?? 0)
print(playlist.songs.map(\.seconds).max() ?? 0, playlist.songs.indices.map { $0 * 2 })
