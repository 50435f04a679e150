// guard's else may leave by throw, or by a switch whose every case leaves
enum InputError: Error { case empty, tooLong(Int) }
func validate(_ text: String) throws -> String {
    guard !text.isEmpty else { throw InputError.empty }
    guard text.count <= 5 else {
        switch text.count {
        case 6...9: throw InputError.tooLong(text.count)
        default: return "way too long"
        }
    }
    return text.uppercased()
}
for input in ["", "swift", "bindscope", "a very long text"] {
    do {
        print(try validate(input))
    } catch InputError.empty {
        print("empty")
    } catch {
        print("error:", error)
    }
}
