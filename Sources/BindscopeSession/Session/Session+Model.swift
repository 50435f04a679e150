import BindscopeCompiler
import BindscopeLanguage
import BindscopeRuntime

extension Session {
    /// `:model`: the sample model's module, its declarations, then `sample` as a tree of paths.
    /// The module's own `sample`, even when the session declared another.
    public func modelDescription() -> String {
        let name = SampleModel.moduleName
        guard checker.module.name != nil else {
            return "There is no sample model in this session (bindscope --no-sample); its names are free for your own.\n"
        }
        var text = """
            // module \(name): a session's own declarations shadow these names, and
            // \(name).Person or \(name).sample still name the module's.

            """
        text += SampleModel.source.hasSuffix("\n") ? SampleModel.source : SampleModel.source + "\n"
        if let sample = try? checker.moduleMember("sample", at: .start),
            let value = try? sample.evaluate(execution),
            let tree = try? ValueTreePrinter(printer: ValuePrinter(execution: execution))
                .tree(named: "sample", value, as: sample.type)
        {
            text += "\n" + tree
        }
        return text
    }
}
