// arguments: --echo
// environment: COLUMNS=64
// Wide enough for a second column: a long summary wraps under its own column.
:help
