// Computed properties with setters in extensions of library types: written through arrays, optionals and strings held in a model
extension Array {
    var second: Element? {
        get { count > 1 ? self[1] : nil }
        set {
            guard let newValue, count > 1 else { return }
            self[1] = newValue
        }
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String {
        get { self ?? "" }
        set { self = newValue.isEmpty ? nil : newValue }
    }
}

extension String {
    var firstLetter: Character {
        get { first ?? " " }
        set { self = String(newValue) + dropFirst() }
    }
}

struct Contact {
    var name: String
    var nickname: String?
    var tags: [String]
}

var scores = [3, 5, 8]
scores.second = 50
print(scores)
scores.second! += 1
print(scores, scores.second as Any)
var single = [1]
single.second = 4
print(single)

var contact = Contact(name: "ada", nickname: nil, tags: ["math", "engines"])
contact.nickname.orEmpty = "Countess"
print(contact.nickname as Any)
contact.nickname.orEmpty = ""
print(contact.nickname as Any, contact.nickname.orEmpty.isEmpty)
contact.name.firstLetter = "A"
contact.tags.second = "analytical engines"
print(contact.name, contact.tags)
contact.tags.second?.firstLetter = "A"
print(contact.tags)
