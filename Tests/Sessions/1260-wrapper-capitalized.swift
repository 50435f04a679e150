// @Capitalized on struct fields with the memberwise init, and on a local
import Foundation
@propertyWrapper
struct Capitalized {
    private var value: String = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.capitalized }
    }
    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}
struct User {
    @Capitalized var firstName: String
    @Capitalized var lastName: String
}
var user = User(firstName: "john", lastName: "appleseed")
print(user.firstName, user.lastName)
user.lastName = "o'neil smith"
print(user.lastName)
print(user)
@Capitalized var city = "new york"
print(city)
city += " city"
print(city)
