// Arguments are evaluated left to right, including inside interpolations and array literals.
var trace = ""
let t = { (s: String) -> String in trace += s; return s }
print(t("a") + t("b"), [t("c"), t("d")], "\(t("e"))\(t("f"))")
print(trace)
let flag = { (b: Bool) -> Bool in trace += b ? "T" : "F"; return b }
print(flag(false) && flag(true), flag(true) || flag(false), trace)
let opt: String? = nil
print(opt ?? t("g"), trace.count)
