/// `--serve [PORT]`: the port is optional, which ArgumentParser's options are not. A `--serve`
/// that no port follows is given port 0 (a free one) before parsing, so `bindscope --serve
/// lesson.swift` serves on a free port and runs `lesson.swift`.
enum ServeArgument {
    static func normalized(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            result.append(argument)
            guard argument == "--serve" else { continue }
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            if next.map({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) != true { result.append("0") }
        }
        return result
    }
}
