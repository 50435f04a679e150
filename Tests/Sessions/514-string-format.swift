// Foundation's String(format:): numbers with precision, width and padding; %@ for any value.
import Foundation
let progress = 0.4567
print(String(format: "%.1f%%", progress * 100), String(format: "%.2f", 3.14159), String(format: "%.0f", 2.5))
print(String(format: "%d of %d done", 2, 3), String(format: "[%5d|%-5d|%05d]", 42, 42, 42))
print(String(format: "%x %X %o", 255, 255, 8), String(format: "%e", 1234.5), String(format: "%g", 0.0001))
print(String(format: "%@ has %d tasks", "Ada", sample.todos.count), String(format: "%@", sample.person.name))
let rows = sample.todos.map { String(format: "%-20@ %4.1fh", $0.title, $0.estimate) }
for row in rows {
    print(row)
}
