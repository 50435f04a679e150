// Magic literals at top level, which differential sessions cannot show (the recorder wraps a
// session in `func session()`, where Swift's #function is "session()"): #function at top
// level, and in a closure there, is the module's name, as in a compiled main.swift; #file and
// #filePath are the path bindscope was given, #fileID the module and the file's name.
print(#function, #line, #column)
let describe = { "\(#function) at line \(#line)" }
print(describe())
print(#file, #fileID, #filePath)
func here(_ file: String = #fileID, _ line: Int = #line) -> String { "\(file):\(line)" }
print(here())
