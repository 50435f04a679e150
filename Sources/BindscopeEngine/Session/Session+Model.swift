import BindscopeLanguage

extension Session {
    /// `:model`: the sample model's module, its declarations, then `sample` as a tree of paths.
    /// The module's own `sample`, even when the session declared another.
    public func modelDescription() -> String {
        let name = SampleModel.moduleName
        var text = """
            // module \(name): a session's own declarations shadow these names, and
            // \(name).Person or \(name).sample still name the module's.

            """
        text += SampleModel.source.hasSuffix("\n") ? SampleModel.source : SampleModel.source + "\n"
        if checker.moduleName != nil, let sample = try? checker.moduleMember("sample", at: .start),
            let value = try? sample.evaluate(execution),
            let tree = try? ValueTreePrinter(printer: ValuePrinter(execution: execution))
                .tree(named: "sample", value, as: sample.type)
        {
            text += "\n" + tree
        }
        return text
    }
}
