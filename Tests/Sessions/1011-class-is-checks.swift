// `is` tests an instance's class at run time, including its superclasses
class MediaItem {
    var title: String
    init(title: String) { self.title = title }
}
class Movie: MediaItem {
    var director = "unknown"
}
class Song: MediaItem {
    var artist = "unknown"
}
class Single: Song {}
let library: [MediaItem] = [Movie(title: "Up"), Song(title: "Yellow"), Single(title: "Hello"), Movie(title: "Cars")]
var movies = 0
var songs = 0
for item in library {
    if item is Movie {
        movies += 1
    } else if item is Song {
        songs += 1
    }
}
print(movies, songs)
print(library.map { $0 is Single })
print(library.allSatisfy { $0 is MediaItem })
let first = library[2]
print(first is Song, first is Single, first is Movie)
