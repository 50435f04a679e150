#include "CLibeditShim.h"
#include <pthread.h>
#include <signal.h>
#include <string.h>

static volatile sig_atomic_t interrupt_pending = 0;

static void note_interrupt(int signal_number) {
    (void)signal_number;
    interrupt_pending = 1;
}

void bindscope_catch_interrupts(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = note_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    // A parent may have started us with SIGINT blocked (threads of a dispatch pool block
    // signals, and children inherit the mask): unblock it on the thread that runs the REPL.
    sigset_t interrupt_only;
    sigemptyset(&interrupt_only);
    sigaddset(&interrupt_only, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &interrupt_only, NULL);
}

int bindscope_take_interrupt(void) {
    int pending = interrupt_pending;
    interrupt_pending = 0;
    return pending;
}

EditLine *bindscope_el_init(const char *program) {
    EditLine *editor = el_init(program, stdin, stdout, stderr);
    if (editor == NULL) return NULL;
    el_set(editor, EL_EDITOR, "emacs");
    el_set(editor, EL_SIGNAL, 1);
    return editor;
}

// The prompt set last, for Ctrl-R's search to put back (el_get cannot give it: for
// EL_PROMPT_ESC it answers with the right-hand prompt).
static char *(*prompt_in_use)(EditLine *) = NULL;
static char prompt_delimiter = 0;

void bindscope_el_set_prompt(EditLine *editor, char *(*prompt)(EditLine *), char delimiter) {
    prompt_in_use = prompt;
    prompt_delimiter = delimiter;
    el_set(editor, EL_PROMPT_ESC, prompt, delimiter);
}

void bindscope_prompt_in_use(char *(**prompt)(EditLine *), char *delimiter) {
    *prompt = prompt_in_use;
    *delimiter = prompt_delimiter;
}

void bindscope_el_set_client_data(EditLine *editor, void *data) {
    el_set(editor, EL_CLIENTDATA, data);
}

void *bindscope_el_client_data(EditLine *editor) {
    void *data = NULL;
    el_get(editor, EL_CLIENTDATA, &data);
    return data;
}

void bindscope_el_bind_function(
    EditLine *editor, const char *name, const char *help, const char *key,
    unsigned char (*function)(EditLine *, int)) {
    el_set(editor, EL_ADDFN, name, help, function);
    el_set(editor, EL_BIND, key, name, (const char *)NULL);
}

void bindscope_el_keys_not_signals(EditLine *editor) {
    el_set(editor, EL_SETTY, "-d", "-isig", (const char *)NULL);
}

void bindscope_el_set_history(EditLine *editor, History *list) {
    // EL_HIST takes libedit's `history` function and the list it works on.
    el_set(editor, EL_HIST, history, list);
}

History *bindscope_history_init(int size) {
    History *created = history_init();
    if (created == NULL) return NULL;
    HistEvent event;
    history(created, &event, H_SETSIZE, size);
    history(created, &event, H_SETUNIQUE, 1);
    return created;
}

int bindscope_history_enter(History *list, const char *line) {
    HistEvent event;
    return history(list, &event, H_ENTER, line);
}

int bindscope_history_load(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_LOAD, path);
}

int bindscope_history_save(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_SAVE, path);
}
