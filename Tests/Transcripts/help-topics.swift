// arguments: --keep-going
// :help TOPIC: a few lines on reports, the presenter and views, and where the rest is.
:help reports
:help presenter
:help views
:help vews
