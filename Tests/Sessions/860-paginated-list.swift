// A paginated feed: slices with ranges, page math, prefix/dropFirst, optional next page
struct Post: Identifiable {
    let id: Int
    var title: String
    var likes: Int
}

struct Feed {
    var posts: [Post]
    var pageSize = 3
    var page = 0

    var pageCount: Int { (posts.count + pageSize - 1) / pageSize }
    var current: ArraySlice<Post> {
        let start = page * pageSize
        let end = min(start + pageSize, posts.count)
        return posts[start..<end]
    }
    var nextPage: Int? { page + 1 < pageCount ? page + 1 : nil }

    mutating func advance() -> Bool {
        guard let next = nextPage else { return false }
        page = next
        return true
    }
}

let posts = (1...8).map { Post(id: $0, title: "Post \($0)", likes: ($0 * 37) % 11) }
@State var feed = Feed(posts: posts)
print(feed.pageCount, feed.current.map(\.title))
repeat {
    let slice = feed.current
    print("page \(feed.page): ids \(slice.map(\.id)), first \(slice.first!.title)")
} while feed.advance()
$feed.pageSize.wrappedValue = 5
$feed.page.wrappedValue = 1
print(feed.current.map(\.id), feed.nextPage as Any)
let top = posts.sorted { $0.likes > $1.likes }.prefix(3)
print(top.map { "\($0.title) (\($0.likes))" })
print(posts.dropFirst(6).map(\.id), posts.suffix(2).map(\.likes), Array(posts[2...4]).count)
let slice = posts[1..<4]
print(slice.first!.id, slice.last!.id, slice.count, Array(slice).map(\.likes))
