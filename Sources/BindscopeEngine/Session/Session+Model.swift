import BindscopeLanguage

extension Session {
    /// `:model`: the sample model's declarations, then `sample` as a tree of paths.
    public func modelDescription() -> String {
        var text = SampleModel.source.hasSuffix("\n") ? SampleModel.source : SampleModel.source + "\n"
        if let sample = try? checker.identifier("sample", at: .start),
            let value = try? sample.evaluate(execution),
            let tree = try? ValueTreePrinter(printer: ValuePrinter(execution: execution))
                .tree(named: "sample", value, as: sample.type)
        {
            text += "\n" + tree
        }
        return text
    }
}
