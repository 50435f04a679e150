// The Binding reference: .constant(.active) forces a value; the list's writes vanish silently.
enum EditMode {
    case inactive, active
}
struct FruitList {
    var fruits: [String]
    @Binding var editMode: EditMode
}
var list = FruitList(fruits: ["🍇", "🍐", "🍒"], editMode: .constant(.active))
print(list.editMode)
list.editMode = .inactive
print(list.editMode)
list.fruits.remove(at: 1)
print(list.fruits, list.editMode == .active)
@State var mode = EditMode.inactive
list = FruitList(fruits: list.fruits, editMode: $mode)
list.editMode = .active
print(mode)
