// An API model: snake_case keys and ISO-8601 dates, decoded and sent back with matching strategies
import Foundation

struct Author: Codable {
    var displayName: String
    var avatarUrl: URL?
}

struct Article: Codable {
    var id: Int
    var title: String
    var publishedAt: Date
    var updatedAt: Date?
    var author: Author
    var commentCount: Int
}

struct Page: Codable {
    var articles: [Article]
    var nextCursor: String?
    var fetchedAt: Date
}

let response = """
{
  "articles": [
    {"id": 7, "title": "Codable in depth", "published_at": "2024-03-10T08:30:00Z",
     "author": {"display_name": "Ada", "avatar_url": "https://cdn.example.com/u/ada.png"}, "comment_count": 12},
    {"id": 8, "title": "Dates and time zones", "published_at": "2024-03-11T23:15:00+02:00",
     "updated_at": "2024-03-12T06:00:00.250Z", "author": {"display_name": "Linus"}, "comment_count": 0}
  ],
  "next_cursor": null,
  "fetched_at": "2024-03-12T09:00:00Z"
}
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .iso8601
do {
    let page = try decoder.decode(Page.self, from: Data(response.utf8))
    for article in page.articles {
        print("#\(article.id)", article.title, "by", article.author.displayName)
        print("  published", article.publishedAt, "updated", article.updatedAt.map { "\($0)" } ?? "never")
        print("  avatar host:", article.author.avatarUrl?.host ?? "none", "file:", article.author.avatarUrl?.lastPathComponent ?? "-")
    }
    let newest = page.articles.max { $0.publishedAt < $1.publishedAt }!
    print("newest:", newest.title, "age at fetch (h):", page.fetchedAt.timeIntervalSince(newest.publishedAt) / 3600)
    print("more:", page.nextCursor ?? "no more pages")

    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    print(String(data: try encoder.encode(page.articles[1]), encoding: .utf8)!)
    encoder.dateEncodingStrategy = .secondsSince1970
    print(String(data: try encoder.encode(page.articles[0].author), encoding: .utf8)!, String(data: try encoder.encode([page.fetchedAt]), encoding: .utf8)!)
} catch {
    print(error)
}
