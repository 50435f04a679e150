// A profile editor screen: draft copies, dirty checks, bindings into nested fields
struct Address: Equatable {
    var street = ""
    var city = ""
    var postcode = ""
}

struct UserProfile: Equatable {
    var name: String
    var email: String
    var address = Address()
    var interests: [String] = []
}

struct EditorScreen {
    @State private var draft: UserProfile
    @State private var saved: UserProfile
    @State var saveCount = 0

    init(profile: UserProfile) {
        _draft = State(initialValue: profile)
        _saved = State(initialValue: profile)
    }

    var hasChanges: Bool { draft != saved }
    var nameField: Binding<String> { $draft.name }
    var cityField: Binding<String> { $draft.address.city }
    var interests: Binding<[String]> { $draft.interests }

    func save() {
        guard hasChanges else { return }
        saved = draft
        saveCount += 1
    }
    func revert() { draft = saved }
    var summary: String { "\(saved.name) <\(saved.email)> \(saved.address.city) \(saved.interests)" }
}

let screen = EditorScreen(profile: UserProfile(name: "Jo", email: "jo@example.com"))
print(screen.hasChanges)
screen.nameField.wrappedValue = "Joanna"
screen.cityField.wrappedValue = "Porto"
print(screen.hasChanges, screen.summary)
screen.save()
screen.save()
print(screen.summary, screen.saveCount)
screen.interests.wrappedValue.append("climbing")
screen.interests.wrappedValue += ["jazz", "chess"]
let first = screen.interests[0]
first.wrappedValue = first.wrappedValue.uppercased()
print(screen.interests.wrappedValue, screen.interests.count)
screen.revert()
print(screen.hasChanges, screen.interests.wrappedValue.isEmpty, screen.nameField.wrappedValue)
