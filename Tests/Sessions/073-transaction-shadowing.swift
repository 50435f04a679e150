// Binding's own members win over key-path lookup: $settings.transaction is the Binding's Transaction.
struct Settings {
    var transaction: Int
    var theme: String
}
@State var settings = Settings(transaction: 5, theme: "dark")
let own = $settings.transaction
let field = $settings[dynamicMember: \.transaction]
print(type(of: own), type(of: field))
print(own.animation as Any)
field.wrappedValue += 1
print(settings)
let theme = $settings.theme
print(type(of: theme), theme.wrappedValue)
