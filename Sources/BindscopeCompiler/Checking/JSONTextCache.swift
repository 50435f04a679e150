import BindscopeLibrary

/// The JSON a decoder-side value holds is kept as text, so values stay plain session values;
/// a container reads it again on every call (`while !list.isAtEnd { try list.decode(…) }`),
/// which would parse the whole array once per element. The last few texts read are kept
/// parsed: the container's text is the same string each time, which `==` recognizes at once.
final class JSONTextCache {
    private var entries: [(text: String, json: JSONValue)] = []
    private let capacity = 8

    func parse(_ text: String) -> JSONValue {
        if let index = entries.firstIndex(where: { $0.text == text }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.json
        }
        let json = JSONParser.parse(text) ?? .null
        if entries.count == capacity { entries.removeFirst() }
        entries.append((text, json))
        return json
    }
}
