// as? downcasts to a subclass and gives nil when the instance is something else; as! when you are sure
class MediaItem {
    var title: String
    init(title: String) { self.title = title }
}
class Movie: MediaItem {
    var director: String
    init(title: String, director: String) {
        self.director = director
        super.init(title: title)
    }
}
class Song: MediaItem {
    var artist: String
    init(title: String, artist: String) {
        self.artist = artist
        super.init(title: title)
    }
}
let library: [MediaItem] = [Movie(title: "Up", director: "Docter"), Song(title: "Yellow", artist: "Coldplay")]
for item in library {
    if let movie = item as? Movie {
        print("Movie \(movie.title) by \(movie.director)")
    } else if let song = item as? Song {
        print("Song \(song.title) by \(song.artist)")
    }
}
let song = library[1] as! Song
song.artist = "Chris"
print((library[1] as? Song)?.artist ?? "none")
print((library[0] as? Song)?.artist ?? "none")
print(library.compactMap { $0 as? Movie }.map { $0.director })
