// Movie ratings: optional ratings, averages with rounding, star strings, ranking with ties broken by title
struct Movie: Identifiable {
    let id: Int
    var title: String
    var year: Int
    var ratings: [Int?]   // nil: the viewer skipped rating

    var given: [Int] { ratings.compactMap { $0 } }
    var average: Double? {
        given.isEmpty ? nil : Double(given.reduce(0, +)) / Double(given.count)
    }
    var stars: String {
        guard let average else { return "unrated" }
        let full = Int(average.rounded())
        return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
    }
}

@State var movies = [
    Movie(id: 1, title: "Arrival", year: 2016, ratings: [5, 4, nil, 5]),
    Movie(id: 2, title: "Brazil", year: 1985, ratings: [nil, nil]),
    Movie(id: 3, title: "Amélie", year: 2001, ratings: [4, 4, 3]),
    Movie(id: 4, title: "Alien", year: 1979, ratings: [5, 3]),
]
for movie in movies {
    print(movie.title, movie.stars, movie.average as Any)
}
let ranked = movies.filter { $0.average != nil }.sorted {
    ($0.average!, $1.title) > ($1.average!, $0.title)
}
print(ranked.map(\.title))
$movies[1].ratings.wrappedValue.append(2)
print(movies[1].stars, movies[1].given, movies[1].ratings)
let decades = Dictionary(grouping: movies) { $0.year / 10 * 10 }
print(decades.keys.sorted().map { "\($0)s: \(decades[$0]!.count)" })
let overall = movies.compactMap(\.average)
print(overall.count, (overall.reduce(0, +) / Double(overall.count) * 100).rounded() / 100)
print(movies.map { $0.ratings.first ?? nil }, movies.first { $0.title.hasPrefix("Am") }?.year as Any)
