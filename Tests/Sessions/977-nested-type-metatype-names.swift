// A printed metatype names a nested type by its own name; values keep the qualified name
struct Order {
    enum Status: String { case new, paid }
    struct Line { var sku: String }
    var status: Status = .new
    var lines: [Line] = [Line(sku: "a")]
}
let order = Order()
print(order, order.status, type(of: order.status), Order.Status.self, [Order.Status.paid])
print(String(describing: Order.Line.self), "\(type(of: order.lines))", type(of: (order.status, 1)), Optional(order.status) as Any)
debugPrint(order.lines[0], type(of: order.lines.first))
