/// The version `bindscope --version` prints; bumped with each release.
enum BindscopeVersion {
    static let current = "0.1.0"
}
