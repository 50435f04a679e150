// Writing through a binding or key path runs the property's didSet, or its computed setter, as Swift's key paths do
struct Player {
    var firstName = "ada"
    var lastName = "lovelace"
    var volume = 0.5 {
        didSet {
            volume = min(max(volume, 0), 1)
            changes += 1
        }
    }
    var changes = 0
    var fullName: String {
        get { "\(firstName) \(lastName)" }
        set {
            let parts = newValue.split(separator: " ")
            firstName = parts.first.map(String.init) ?? ""
            lastName = parts.dropFirst().joined(separator: " ")
        }
    }
}

@State var player = Player()
let volume = $player.volume
volume.wrappedValue = 3
print(player.volume, player.changes, volume.wrappedValue)
volume.wrappedValue -= 0.25
print(player.volume, player.changes)

let name = $player.fullName
print(name.wrappedValue)
name.wrappedValue = "grace brewster hopper"
print(player.firstName, "|", player.lastName)

var copy = player
let path = \Player.volume
copy[keyPath: path] = -2
print(copy.volume, copy.changes)
copy[keyPath: \Player.fullName] = "alan turing"
print(copy.fullName, player.fullName)
