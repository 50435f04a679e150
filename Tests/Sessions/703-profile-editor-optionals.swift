// A user profile editor with optional fields, nil-coalescing and bindings
struct Address: Equatable {
    var street = ""
    var city = ""
    var zip: String?
}

struct Profile {
    var name: String
    var age: Int?
    var bio: String?
    var address: Address?
    var interests: [String] = []

    var displayAge: String { age.map { "\($0) years" } ?? "unknown" }
    var completeness: Double {
        let fields: [Any?] = [age, bio, address]
        let filled = fields.filter { $0 != nil }.count
        return Double(filled) / Double(fields.count)
    }
}

@State var profile = Profile(name: "Jo")
print(profile.displayAge, profile.bio ?? "no bio", profile.address?.city ?? "no city")
$profile.age.wrappedValue = 29
profile.address = Address(street: "1 Loop", city: "Cupertino")
profile.address?.zip = "95014"
let city = $profile.address
city.wrappedValue?.city = "San Jose"
print(profile.address!, profile.displayAge)
print(profile.completeness)
profile.interests += ["swift", "hiking"]
profile.interests.insert("coffee", at: 0)
print(profile.interests.joined(separator: ", "), profile.interests.contains("swift"))
if let zip = profile.address?.zip, zip.hasPrefix("95") {
    print("Bay Area zip \(zip)")
}
guard let age = profile.age else { fatalError("no age") }
print(age >= 18 ? "adult" : "minor")
profile.address = nil
print(profile.address?.zip?.count ?? 0, profile)
