// An index out of range inside a class's method traps when it is called
class Playlist {
    var songs: [String] = []
    func add(_ song: String) { songs.append(song) }
    func song(at index: Int) -> String {
        songs[index]
    }
}
let playlist = Playlist()
playlist.add("Intro")
playlist.add("Outro")
print(playlist.song(at: 0))
print(playlist.song(at: 1))
print(playlist.songs.count)
print(playlist.song(at: 2))
