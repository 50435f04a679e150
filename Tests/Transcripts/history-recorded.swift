// A script with a line that looks back keeps its history from the start, so the loaded
// file's :undo takes back what the file ran, and a later :undo takes back one step (here a
// print, which changed nothing).
@State var count = 1
:load Tests/Transcripts/Loaded/history-looks-back.swift
print(count)
  :undo
print(count)
