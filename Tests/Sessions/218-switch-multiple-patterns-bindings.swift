// One case label with several patterns binding the same name
enum Input {
    case mouse(Int)
    case touch(Int)
    case keyboard
}
for input in [Input.mouse(1), .touch(2), .keyboard] {
    switch input {
    case .mouse(let id), .touch(let id):
        print("pointer", id)
    case .keyboard:
        print("keys")
    }
}
