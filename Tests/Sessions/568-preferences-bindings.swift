// Settings screen bindings: dictionary entries, optional unwrapping, derived and constant bindings
struct Preferences {
    var toggles: [String: Bool] = ["sound": true, "haptics": false]
    var nickname: String? = nil
    var volume = 0.5
    var recent: [String] = ["a", "b"]
}

@State var prefs = Preferences()
let sound = $prefs.toggles["sound"]
print(sound.wrappedValue as Any, type(of: sound))
sound.wrappedValue = false
$prefs.toggles["dark"].wrappedValue = true
print(prefs.toggles["sound"]!, prefs.toggles["dark"]!, prefs.toggles.count)

if let nick = Binding($prefs.nickname) {
    print("has nickname", nick.wrappedValue)
} else {
    print("no nickname yet")
}
prefs.nickname = "zed"
if let nick = Binding($prefs.nickname) {
    nick.wrappedValue += "!"
    print(prefs.nickname!)
}

let percent = Binding<Int>(
    get: { Int((prefs.volume * 100).rounded()) },
    set: { prefs.volume = Double($0) / 100 }
)
percent.wrappedValue = 80
print(prefs.volume, percent.wrappedValue)
let optionalVolume = Binding<Double?>($prefs.volume)
print(optionalVolume.wrappedValue as Any)
let first = $prefs.recent[0]
first.wrappedValue = "A"
withAnimation {
    prefs.recent.append("c")
}
print(prefs.recent, $prefs.recent.count, $prefs.recent.wrappedValue.last!)
let fixed = Binding.constant(Preferences())
fixed.wrappedValue.volume = 1
print(fixed.wrappedValue.volume, fixed.volume.wrappedValue)
let animated = $prefs.volume.animation(.easeInOut)
animated.wrappedValue = 0.25
print(prefs.volume, animated.transaction.animation != nil)
