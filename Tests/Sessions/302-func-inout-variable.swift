// An inout parameter writes back to the variable passed with `&`.
func double(_ value: inout Int) {
    value *= 2
}
var score = 21
double(&score)
print(score)
func swapValues(_ a: inout String, _ b: inout String) {
    let saved = a
    a = b
    b = saved
}
var left = "left"
var right = "right"
swapValues(&left, &right)
print(left, right)
func append(_ items: inout [String], _ item: String) {
    items.append(item)
}
var list = ["a"]
append(&list, "b")
append(&list, "c")
print(list)
