import StateBinding

struct Home { var number: Int; var street: String }
struct Resident { var name: String; var home: Home }

struct Example {
    @State var resident = Resident(name: "Bob", home: Home(number: 21, street: "Builder Street"))

    func run() {
        let street = $resident.home.street          // Binding<String>
        resident = Resident(name: "Crusty", home: Home(number: 1, street: "WWDC Stage"))
        street.wrappedValue = "Memory Lane"         // writes into the *new* resident
        print(resident.home.street)                 // Memory Lane
    }
}
