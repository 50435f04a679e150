// switch over class instances with case let x as Subclass and is patterns, and as! forced casts
class Media { let title: String; init(title: String) { self.title = title } }
class Movie: Media {
    let director: String
    init(title: String, director: String) { self.director = director; super.init(title: title) }
}
class Song: Media {
    let artist: String
    init(title: String, artist: String) { self.artist = artist; super.init(title: title) }
}
let library: [Media] = [
    Movie(title: "Casablanca", director: "Michael Curtiz"),
    Song(title: "Blue Suede Shoes", artist: "Elvis Presley"),
    Media(title: "Untitled"),
]
for item in library {
    switch item {
    case let movie as Movie: print("Movie: \(movie.title), dir. \(movie.director)")
    case let song as Song: print("Song: \(song.title), by \(song.artist)")
    default: print("Other: \(item.title)")
    }
}
let songs = library.compactMap { $0 as? Song }
print(songs.count, (library[0] as! Movie).director)
print(library.map { $0 is Movie })
