// Fixed-argument wrappers for libedit's variadic calls (el_set, el_get, history), which Swift
// cannot call, and for el_init, which needs the C stdio globals Swift 6 may not touch.
#ifndef BINDSCOPE_LIBEDIT_SHIM_H
#define BINDSCOPE_LIBEDIT_SHIM_H

#include <stdio.h>
#include <histedit.h>

/// `el_init(program, stdin, stdout, stderr)` with emacs keys and libedit's signal handling on
/// (it restores the terminal on SIGTERM, SIGHUP and SIGQUIT, and follows window resizes).
EditLine *bindscope_el_init(const char *program);
/// The prompt function; characters between two `delimiter`s (colour escapes) take no room.
void bindscope_el_set_prompt(EditLine *editor, char *(*prompt)(EditLine *), char delimiter);
void bindscope_el_set_client_data(EditLine *editor, void *data);
void *bindscope_el_client_data(EditLine *editor);
/// Registers `function` under `name` and binds it to `key` (e.g. "^C").
void bindscope_el_bind_function(
    EditLine *editor, const char *name, const char *help, const char *key,
    unsigned char (*function)(EditLine *, int));
/// Turns the terminal's signal keys off while editing, so Ctrl-C reaches a bound function.
void bindscope_el_keys_not_signals(EditLine *editor);
void bindscope_el_set_history(EditLine *editor, History *history);

/// Ctrl-R's incremental search (search.c): bind it with `bindscope_el_bind_function`; it
/// searches the history given here.
unsigned char bindscope_reverse_search(EditLine *editor, int key);
void bindscope_search_set_history(History *history);

/// A history keeping `size` entries and dropping consecutive duplicates.
History *bindscope_history_init(int size);
int bindscope_history_enter(History *history, const char *line);
int bindscope_history_load(History *history, const char *path);
int bindscope_history_save(History *history, const char *path);

/// While a line is edited, `handler` runs whenever `descriptor` is readable (and must
/// make it unreadable), and the line is drawn again after; a descriptor below 0 turns this
/// off, back to libedit's own reading.
void bindscope_el_set_wake(EditLine *editor, int descriptor, void (*handler)(EditLine *));

/// From now on, SIGINT (Ctrl-C while no line is being edited) only raises a flag.
void bindscope_catch_interrupts(void);
/// Whether Ctrl-C was pressed since the last call; clears the flag.
int bindscope_take_interrupt(void);

#endif
