// Static computed properties with setters: assigned, compound-assigned and read, a named setter parameter
struct Config {
    static var stored = 1
    static var doubled: Int {
        get { print("get"); return stored * 2 }
        set { print("set", newValue); stored = newValue / 2 }
    }
    static var label: String {
        get { "n=\(stored)" }
        set(text) { stored = Int(text.dropFirst(2)) ?? 0 }
    }
}
print(Config.doubled)
Config.doubled = 10
print(Config.stored)
Config.doubled += 4
print(Config.stored, Config.label)
Config.label = "n=42"
print(Config.stored)
