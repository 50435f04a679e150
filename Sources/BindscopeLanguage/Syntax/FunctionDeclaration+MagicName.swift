extension FunctionDeclaration {
    /// `name(label:_:)`: a function's (or initializer's, or subscript's) name with its labels,
    /// as `#function` gives it. A subscript's index has a label only when two names are written.
    public static func magicName(_ base: String, _ parameters: [Parameter], isSubscript: Bool = false) -> String {
        let labels = parameters.map { parameter in
            let label = isSubscript && !parameter.hasSeparateLabel ? nil : parameter.label
            return (label ?? "_") + ":"
        }
        return base + "(" + labels.joined() + ")"
    }
}
