// Classes are reference types: a second name for an instance sees every change, unlike a struct copy
class Settings {
    var volume = 3
}
struct SettingsValue {
    var volume = 3
}
let a = Settings()
let b = a
b.volume = 5
print(a.volume, b.volume)
a.volume += 1
print(a.volume, b.volume)
var s1 = SettingsValue()
var s2 = s1
s2.volume = 5
print(s1.volume, s2.volume)
s1.volume = 9
print(s1.volume, s2.volume)
var c = Settings()
c = Settings()
c.volume = 10
print(a.volume, c.volume)
