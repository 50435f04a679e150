// Option flags kept in a State as bits: toggled through the State and through a binding.
struct Settings {
    var flags: Int
    var name: String
}
let bold = 1 << 0
let italic = 1 << 1
let underline = 1 << 2
@State var settings = Settings(flags: bold, name: "Title")
let flags = $settings.flags
settings.flags |= italic
print(settings.flags & italic != 0, settings.flags)
flags.wrappedValue ^= bold
print(settings.flags & bold != 0, flags.wrappedValue)
flags.wrappedValue |= underline | bold
print(settings, settings.flags & ~italic)
