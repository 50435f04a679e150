// arguments: --keep-going
// A script none of whose own lines looks back (:undo, :redo, :goto, :history, :log, :save)
// keeps no history, so a long replay's memory does not grow with its length. A file it loads
// that does look back is told so, rather than undoing to a state that never was.
@State var count = 1
:load Tests/Transcripts/Loaded/history-looks-back.swift
print(count)
