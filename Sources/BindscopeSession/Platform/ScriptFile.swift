import BindscopeRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A script file run by `bindscope FILE`, mapped into memory rather than read, so that a
/// script of any length runs in bounded memory: the parser reads it from the mapping, and the
/// pages it has passed are let go of (`dropPages(before:)`; a page read again is read again
/// from the file). The whole text is made into a String only when something asks for it (an
/// error's source line, `:why`, the history's text of a statement).
///
/// A file that cannot be mapped (a pipe, `/dev/stdin`) is read into memory instead.
public final class ScriptFile {
    public let fileName: String
    /// The file's bytes: mapped, or read (`mapped` false).
    let bytes: UnsafeBufferPointer<UInt8>
    private let mapped: Bool
    /// Pages before this offset have been let go of.
    private var dropped = 0
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// Pages are let go of in steps of this many bytes, and this far behind the parser.
    private static let step = 1 << 20

    /// Opens `path` (`~/` as a shell reads it), or throws why it cannot be read, as
    /// `FileAccess.read` words it.
    public init(path given: String, fileName: String) throws(FileAccess.Failure) {
        self.fileName = fileName
        let path = FileAccess.expandingHome(given)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            // The reason in a person's words.
            _ = try FileAccess.read(given)
            throw FileAccess.Failure(reason: "it could not be read")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw FileAccess.Failure(reason: "it is a directory")
        }
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0,
            let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
            address != MAP_FAILED
        {
            bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: Int(status.st_size))
            mapped = true
            return
        }
        // Not a regular file (or empty): read it whole.
        let text = try FileAccess.read(given)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(text.utf8.count, 1))
        _ = copy.initialize(from: text.utf8)
        bytes = UnsafeBufferPointer(start: copy.baseAddress, count: text.utf8.count)
        mapped = false
    }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        }
    }

    /// What the line starts tell (`LineStartScan`), read once, a piece at a time.
    private lazy var lineStarts: LineStartScan = {
        var scan = LineStartScan()
        self.scan { scan.feed($0) }
        scan.finish()
        return scan
    }()

    /// Whether a command of the script reads the history (`Session.looksBack`).
    public var looksBack: Bool { lineStarts.looksBack }

    /// The last line that may start a type declaration (`Session.lastTypeDeclarationLine`).
    var lastTypeDeclarationLine: Int? { lineStarts.lastTypeLine }

    /// The whole text (read again from the file where pages were let go of).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Lets go of the mapped pages before `offset`, less a margin, a step at a time: the
    /// parser has passed them. (Called on the parsing thread.)
    func dropPages(before offset: Int) {
        guard mapped, offset - Self.step >= dropped + Self.step, let base = bytes.baseAddress else { return }
        let end = (offset - Self.step) / Self.pageSize * Self.pageSize
        guard end > dropped else { return }
        madvise(UnsafeMutableRawPointer(mutating: base) + dropped, end - dropped, MADV_DONTNEED)
        dropped = end
    }

    /// Reads every byte once in order, letting go of the pages read (scans that look for
    /// something before the run, such as `Session.looksBack`).
    func scan(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard mapped, let base = bytes.baseAddress else { return body(bytes) }
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 16 * Self.step)
            body(UnsafeBufferPointer(start: base + start, count: end - start))
            madvise(UnsafeMutableRawPointer(mutating: base) + start, (end - start) / Self.pageSize * Self.pageSize, MADV_DONTNEED)
            start = end
        }
    }
}
