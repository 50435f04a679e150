// Bindings the way views use them: projections, custom Binding(get:set:) and constants
struct Filter: Equatable {
    var query = ""
    var showDone = false
    var minimumPriority = 1
}

struct Screen {
    var filter = Filter()
    var items = ["Milk", "Bread", "Mango"]
    var selection: Int? = nil
}

@State var screen = Screen()
let query = $screen.filter.query
let showDone = $screen.filter.showDone
query.wrappedValue = "M"
showDone.wrappedValue.toggle()
print(screen.filter)
let visible = screen.items.filter { $0.hasPrefix(screen.filter.query) }
print(visible)
let isSelected = Binding<Bool>(
    get: { screen.selection != nil },
    set: { screen.selection = $0 ? 0 : nil }
)
print(isSelected.wrappedValue)
isSelected.wrappedValue = true
print(screen.selection as Any, isSelected.wrappedValue)
let priority = $screen.filter.minimumPriority
priority.wrappedValue = min(priority.wrappedValue + 5, 3)
print(screen.filter.minimumPriority)
let fixed = Binding.constant("read only")
print(fixed.wrappedValue)
@Binding var first: String
_first = $screen.items[0]
first = first.uppercased()
print(screen.items, first)
let itemCount = screen.items.count
$screen.items.wrappedValue.append("Tea")
print(itemCount, screen.items.count)
