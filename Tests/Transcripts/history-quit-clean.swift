// :quit in a script with no failure: status 0, and nothing after it runs.
print("before")
:quit
print("after")
