// $state.field projections of a struct @State: bindings to fields, nested fields and array elements
struct Address {
    var city: String
    var zip: String
}
struct Profile {
    var name: String
    var address: Address
    var tags: [String]
}
struct Screen {
    @State var profile = Profile(name: "Ada", address: Address(city: "London", zip: "N1"), tags: ["math"])
    var city: Binding<String> { $profile.address.city }
}
let screen = Screen()
let name = screen.$profile.name
name.wrappedValue = "Grace"
screen.city.wrappedValue = "Arlington"
screen.$profile.tags.wrappedValue.append("navy")
print(screen.profile.name, screen.profile.address.city, screen.profile.tags)
let first = screen.$profile.tags[0]
first.wrappedValue = "logic"
print(screen.profile.tags, screen.$profile.address.zip.wrappedValue)
@State var local = Profile(name: "Lin", address: Address(city: "Paris", zip: "75"), tags: [])
let zip = $local.address.zip
zip.wrappedValue += "001"
print(local.address.zip, $local.name.wrappedValue)
