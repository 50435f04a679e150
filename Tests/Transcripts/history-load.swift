// arguments: --echo --keep-going
// :load runs a file into the session as a script: its types are declared first, its
// statements become entries; it stops at its first error and says where.
@State var count = 1
:load Tests/Transcripts/Loaded/history-counter.swift
count
:history
:load Tests/Transcripts/Loaded/history-broken.swift
// What ran before the error stays.
:states
:load Tests/Transcripts/Loaded/no-such-file.swift
:load Tests/Transcripts
:load
