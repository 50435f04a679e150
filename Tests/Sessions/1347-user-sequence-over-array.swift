// A Sequence over stored values with its own index-keeping iterator; labelled loops over it
struct Song { let title: String; let minutes: Int }
struct PlaylistIterator: IteratorProtocol {
    let songs: [Song]
    var index = 0
    mutating func next() -> Song? {
        guard index < songs.count else { return nil }
        defer { index += 1 }
        return songs[index]
    }
}
struct Playlist: Sequence {
    var songs: [Song]
    func makeIterator() -> PlaylistIterator { PlaylistIterator(songs: songs) }
}
var list = Playlist(songs: [Song(title: "Intro", minutes: 2), Song(title: "Long", minutes: 9)])
list.songs.append(Song(title: "Outro", minutes: 3))
outer: for song in list {
    for other in list where other.minutes > song.minutes {
        print(song.title, "<", other.title)
        continue outer
    }
    print(song.title, "is longest")
}
print(list.map(\.title), list.reduce(0) { $0 + $1.minutes })
print(list.first { $0.minutes > 2 }!.title)
