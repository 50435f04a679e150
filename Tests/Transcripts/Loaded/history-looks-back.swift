// Loaded by history-unrecorded.swift: it moves through a history its caller did not keep.
count += 1
:undo
