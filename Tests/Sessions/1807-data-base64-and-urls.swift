// Data coded as base64 by default, and URL(string:): its parts, and coded as its string
import Foundation

let site = URL(string: "https://shop.example.com/catalog/books/swift-6.pdf?lang=en#toc")!
print(site)
print(site.absoluteString)
print(site.scheme ?? "-", site.host ?? "-", site.path, site.lastPathComponent, site.pathExtension)
let root = URL(string: "https://example.com")!
print("[\(root.path)]", "[\(root.lastPathComponent)]", "[\(root.pathExtension)]", root.host ?? "-")
let relative = URL(string: "images/logo.svg")!
print(relative.scheme ?? "no scheme", relative.host ?? "no host", relative.path, relative.pathExtension)
print(URL(string: "") == nil, URL(string: "https://example.com/a b")!, URL(string: "https://example.com/caf%C3%A9/")!.path)
print(site == URL(string: "https://shop.example.com/catalog/books/swift-6.pdf?lang=en#toc"), site == root)
let local = URL(string: "http://[::1]:8080/files/a%2Fb")!
print(local.host ?? "-", local.path, local.lastPathComponent, URL(string: "1http://x") == nil, URL(string: "file:///tmp")!.host ?? "no host")

struct Attachment: Codable {
    var name: String
    var link: URL
    var thumbnail: Data
    var checksum: Data?
}

let attachment = Attachment(name: "cover", link: site, thumbnail: Data("PNG bytes".utf8), checksum: Data([0x61, 0x62]))
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
do {
    let data = try encoder.encode(attachment)
    print(String(data: data, encoding: .utf8)!)
    let back = try JSONDecoder().decode(Attachment.self, from: data)
    print(back.link.host ?? "-", back.thumbnail, String(data: back.thumbnail, encoding: .utf8)!, back.checksum!.count)
} catch {
    print(error)
}
for json in [
    #"{"name": "x", "link": "https://a.b/c", "thumbnail": "aGk="}"#,
    #"{"name": "x", "link": "https://a.b/c", "thumbnail": "not base64!"}"#,
    #"{"name": "x", "link": "", "thumbnail": ""}"#,
    #"{"name": "x", "link": 42, "thumbnail": ""}"#,
] {
    do {
        let decoded = try JSONDecoder().decode(Attachment.self, from: Data(json.utf8))
        print("ok", decoded.link, decoded.thumbnail, String(decoding: decoded.thumbnail, as: UTF8.self))
    } catch {
        print(error)
    }
}
