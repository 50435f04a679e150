// An API client parsing server responses: envelopes, nulls, missing fields, lenient JSON and reporting failures
import Foundation

struct APIError: Codable {
    var code: Int
    var message: String
}

struct Page<Item: Codable>: Codable {
    var items: [Item]
    var nextCursor: String?
}

struct Post: Codable {
    var id: Int
    var title: String
    var likes: Int
    var author: Author
    struct Author: Codable {
        var handle: String
        var followers: Int?
    }
}

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase

let responses = [
    #"{"items": [{"id": 1, "title": "Hello", "likes": 3, "author": {"handle": "ada"}}], "next_cursor": "abc",}"#,
    #"{"items": [{"id": 2, "title": "Dup", "title": "Second", "likes": 1e1, "author": {"handle": "bob", "followers": 5}}]}"#,
    #"{"items": [{"id": 3, "title": "Orphan", "likes": 0, "author": null}]}"#,
    #"{"items": null}"#,
    #"null"#,
    #"{"items": [{"id": 4, "title": "Big", "likes": 1.5, "author": {"handle": "x"}}]}"#,
    #"{"code": 429, "message": "Slow down"}"#,
]

var loaded: [Post] = []
for (index, text) in responses.enumerated() {
    let data = Data(text.utf8)
    do {
        let page = try decoder.decode(Page<Post>.self, from: data)
        loaded += page.items
        print(index, "ok", page.items.map(\.title), page.nextCursor ?? "end", page.items.map(\.likes))
    } catch DecodingError.valueNotFound(_, let context) {
        print(index, "null at", context.codingPath.map(\.stringValue), "-", context.debugDescription)
    } catch DecodingError.keyNotFound(let key, _) {
        if let failure = try? decoder.decode(APIError.self, from: data) {
            print(index, "server said", failure.code, failure.message)
        } else {
            print(index, "missing", key.stringValue)
        }
    } catch {
        print(index, error)
    }
}
print(loaded.count, "posts;", loaded.compactMap(\.author.followers).reduce(0, +), "followers")
