// Text formatting for a receipt: String(format:) widths, padding, number formatting, multi-line strings
import Foundation

struct LineItem {
    var name: String
    var quantity: Int
    var unitPrice: Double
    var total: Double { Double(quantity) * unitPrice }
}

func receipt(_ items: [LineItem], taxRate: Double) -> String {
    var lines: [String] = []
    for item in items {
        lines.append(String(format: "%-12@ %3d x %6.2f = %7.2f", item.name, item.quantity, item.unitPrice, item.total))
    }
    let subtotal = items.reduce(0.0) { $0 + $1.total }
    let tax = subtotal * taxRate
    lines.append(String(repeating: "-", count: 38))
    lines.append(String(format: "%@ %25.2f", "Subtotal", subtotal))
    lines.append(String(format: "Tax (%.0f%%) %23.2f", taxRate * 100, tax))
    lines.append(String(format: "TOTAL %32.2f", subtotal + tax))
    return lines.joined(separator: "\n")
}

@State var items = [
    LineItem(name: "Coffee", quantity: 2, unitPrice: 3.5),
    LineItem(name: "Croissant", quantity: 3, unitPrice: 2.25),
]
print(receipt(items, taxRate: 0.08))
$items[0].quantity.wrappedValue = 10
print(String(format: "%05d|%x|%X|%o|%e", 42, 255, 255, 8, 12345.678))
print(String(format: "%.3f %.1f %g %g", 3.14159, 2.05, 0.0001, 1234567.0))
print(String(format: "%d items, %@", items.count, items.map(\.name).joined(separator: " & ")))
let header = """
    Receipt #\(1042)
      Items: \(items.map(\.quantity).reduce(0, +))
    """
print(header)
print("Total: \(items.map(\.total).reduce(0, +))")
