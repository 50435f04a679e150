// Without --keep-going a script stops at its first error and exits with status 1.
print("before")
print(notDeclared)
print("never printed")
