// arguments: --model Tests/Transcripts/Models/Broken.swift --
// An error in a model file names the file and line; nothing of the session runs.
print("not reached")
