// Implicitly unwrapped stored properties, set after init as a controller's outlets are:
// read as values in methods (by bare name and through self), as optionals where one fits.
final class Label {
    var text = ""
}

final class ProfileController {
    var nameLabel: Label!
    var scoreLabel: Label!
    var score: Int! = 0

    func viewDidLoad() {
        nameLabel = Label()
        scoreLabel = Label()
    }

    func show(name: String) {
        nameLabel.text = name.uppercased()
        score += 10
        self.scoreLabel.text = "score \(score * 2)"
    }

    var isLoaded: Bool { nameLabel != nil }
}

struct Settings {
    var theme: String!
    var fontSize: Int!
}

let controller = ProfileController()
print(controller.isLoaded, controller.nameLabel == nil)
controller.viewDidLoad()
controller.show(name: "ada")
print(controller.nameLabel.text, controller.scoreLabel.text, controller.isLoaded)
print(controller.score as Any, "score is \(controller.score)")
if let label = controller.scoreLabel { print("bound", label.text) }

var settings = Settings(theme: "dark", fontSize: nil)
print(settings.theme.count, settings.fontSize ?? 12, settings.fontSize == nil)
settings.fontSize = 14
print(settings.fontSize + 2)
controller.nameLabel = nil
print(controller.nameLabel?.text ?? "gone")
print(controller.nameLabel.text)
