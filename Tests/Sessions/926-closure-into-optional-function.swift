// A closure assigned or passed where an optional function type is expected takes its parameter types from it
struct Button {
    var title: String
    var action: (() -> Void)? = nil
    var onHover: ((Bool, Int) -> String)? = nil
}

var taps = 0
var button = Button(title: "OK")
button.action = { taps += 1 }
button.onHover = { inside, x in inside ? "in at \(x)" : "out" }
button.action?()
button.action?()
print(taps, button.onHover?(true, 4) ?? "-", button.onHover?(false, 0) ?? "-")
func make(_ handler: ((String) -> Int)?) -> Int { handler?("four") ?? -1 }
print(make { $0.count }, make(nil))
var formatter: ((Double) -> String)?
print(formatter?(1) as Any)
formatter = { "\($0 * 100)%" }
print(formatter!(0.25))
