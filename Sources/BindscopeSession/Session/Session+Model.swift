import BindscopeCompiler
import BindscopeLanguage
import BindscopeRuntime

extension Session {
    /// Loads the model a new state starts with and makes it the imported module below the
    /// session. The sample always loads; a file of the user's model that fails is reported,
    /// naming the file and line, and `modelFailed` says so.
    func loadModel() {
        guard let name = model.moduleName else { return }
        let wasSuspended = history.isSuspended
        history.isSuspended = true
        defer { history.isSuspended = wasSuspended }
        switch model {
        case .sample:
            let loaded = run(SampleModel.source, fileName: "<sample>", options: Options(quiet: true))
            precondition(loaded, "the sample model must load")
        case .files(let files):
            // Each a file of a program: its types declared before its statements run.
            var options = Options(quiet: true)
            options.hoistsTypeDeclarations = true
            for file in files where !run(file.source, fileName: file.path, options: options) {
                modelFailed = true
                break
            }
        case .none:
            return
        }
        checker.sealModule(named: name) { [execution] slot in execution.frame.locals[slot] }
    }

    /// `:model`: the model's module, its declarations, then `sample` as a tree of paths.
    /// The module's own `sample`, even when the session declared another.
    public func modelDescription() -> String {
        guard let name = model.moduleName, checker.module.name != nil else {
            return "There is no sample model in this session (bindscope --no-sample); its names are free for your own.\n"
        }
        let example = model == .sample ? "\(name).Person or \(name).sample still name" : "\(name).Name still names"
        var text = """
            // module \(name): a session's own declarations shadow these names, and
            // \(example) the module's.

            """
        switch model {
        case .files(let files):
            for file in files {
                text += "// \(file.path)\n"
                text += file.source.hasSuffix("\n") ? file.source : file.source + "\n"
            }
        default:
            text += SampleModel.source.hasSuffix("\n") ? SampleModel.source : SampleModel.source + "\n"
        }
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
