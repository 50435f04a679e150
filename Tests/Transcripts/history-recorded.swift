// A script with a line that looks back keeps its history from the start, so the loaded
// file's :undo takes back what the file ran, and a later :undo takes back the last step that
// changed something, with the print after it (a print is no undo step).
@State var count = 1
count = 7
:load Tests/Transcripts/Loaded/history-looks-back.swift
print(count)
  :undo
print(count)
