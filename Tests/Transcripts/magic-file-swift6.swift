// arguments: --swift-version 6
// In Swift 6 mode #file is #fileID (SE-0274), and #if swift(>=6) is true.
print(#file, #fileID, #filePath)
#if swift(>=6)
print("Swift 6 mode")
#else
print("Swift 5 mode")
#endif
