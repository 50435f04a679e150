// arguments: --echo
// environment: COLUMNS=40
// At 40 columns each summary goes under its usage; words are never cut.
:help
:help explain
