import BindscopeLanguage
enum DiagnosticRenderer { static func render(_ d: Diagnostic, source: String, fileName: String) -> String { "\(fileName):\(d.location.line):\(d.location.column): error: \(d.message)\n" } }
