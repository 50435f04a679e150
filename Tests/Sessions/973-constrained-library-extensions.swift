// Extensions of Optional, Dictionary, Set and Character for given generic arguments
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    func or(_ fallback: String) -> String { self ?? fallback }
}
extension Dictionary where Key == String, Value == Int {
    var total: Int { values.reduce(0, +) }
    func count(over limit: Int) -> Int { values.filter { $0 > limit }.count }
    mutating func bump(_ key: String) { self[key, default: 0] += 1 }
}
extension Set where Element == Int {
    var sum: Int { reduce(0, +) }
}
extension Character {
    var isVowel: Bool { "aeiou".contains(lowercased()) }
}
struct Profile { var nickname: String?; var visits: [String: Int] }
var profile = Profile(nickname: nil, visits: ["home": 3, "shop": 1])
print("[\(profile.nickname.orEmpty)]", profile.nickname.or("guest"))
profile.nickname = "kit"
profile.visits.bump("shop")
profile.visits.bump("blog")
print(profile.nickname.orEmpty, profile.visits.total, profile.visits.count(over: 1), profile.visits["blog"]!)
print(Set([3, 4, 3]).sum, "Education".filter(\.isVowel), Character("E").isVowel)
