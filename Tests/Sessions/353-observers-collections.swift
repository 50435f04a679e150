// didSet on an array property fires for element writes and mutating calls, also through @State.
struct Playlist {
    var songs: [String] = [] {
        didSet { print("songs changed:", oldValue.count, "->", songs.count) }
    }
    mutating func add(_ song: String) { songs.append(song) }
}
@State var playlist = Playlist()
playlist.songs.append("Intro")
playlist.add("Theme")
playlist.songs[0] = "Overture"
playlist.songs.removeAll()
print(playlist.songs)
