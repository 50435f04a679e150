// A file browser model: a recursive struct of folders, total sizes by recursion, paths, largest files
struct File { var name: String; var bytes: Int }
struct Folder {
    var name: String
    var files: [File] = []
    var subfolders: [Folder] = []

    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes } + subfolders.reduce(0) { $0 + $1.totalBytes } }

    func allFiles(prefix: String = "") -> [(path: String, bytes: Int)] {
        let here = prefix + name + "/"
        return files.map { (path: here + $0.name, bytes: $0.bytes) } + subfolders.flatMap { $0.allFiles(prefix: here) }
    }

    func depth() -> Int { 1 + (subfolders.map { $0.depth() }.max() ?? 0) }
}

func human(_ bytes: Int) -> String {
    switch bytes {
    case ..<1_000: return "\(bytes) B"
    case ..<1_000_000: return "\(Double(bytes / 100) / 10) KB"
    default: return "\(Double(bytes / 100_000) / 10) MB"
    }
}

@State var root = Folder(name: "home", files: [File(name: "notes.txt", bytes: 512)], subfolders: [
    Folder(name: "photos", files: [File(name: "a.jpg", bytes: 2_400_000), File(name: "b.jpg", bytes: 1_850_000)]),
    Folder(name: "docs", files: [File(name: "cv.pdf", bytes: 98_000)], subfolders: [Folder(name: "old", files: [File(name: "x.doc", bytes: 7_300)])]),
])
print(human(root.totalBytes), root.depth(), root.allFiles().count)
for file in root.allFiles().sorted(by: { $0.bytes > $1.bytes }).prefix(3) {
    print(file.path, human(file.bytes))
}
$root.subfolders[1].subfolders[0].files.wrappedValue.append(File(name: "y.doc", bytes: 900))
root.subfolders[0].files.removeFirst()
print(root.subfolders.map { "\($0.name): \(human($0.totalBytes))" }, human(root.totalBytes))
print(root.allFiles().map(\.path).filter { $0.hasSuffix(".doc") })
