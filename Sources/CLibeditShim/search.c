// Ctrl-R: an incremental search of the history that says what it is. libedit's own
// (em-inc-search-prev) shows a bare "bck:" under the line; this one shows readline's
// "(reverse-i-search)`PATTERN': MATCH" in place of the prompt, which people know.
#define _GNU_SOURCE  // wcwidth
#include "CLibeditShim.h"
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

// One editor per process (the REPL's): the history it searches and the prompt it restores.
static History *searched_history = NULL;
static char *(*saved_prompt)(EditLine *) = NULL;
static char saved_delimiter = 0;
static char search_prompt[1024];

void bindscope_search_set_history(History *list) { searched_history = list; }

// shim.c: the prompt bindscope_el_set_prompt set.
void bindscope_prompt_in_use(char *(**prompt)(EditLine *), char *delimiter);

static char *show_search_prompt(EditLine *editor) {
    (void)editor;
    return search_prompt;
}

// The `skip`-th newest entry on, the first that contains `pattern`, as wide characters
// (malloc'd), with its index in *found; NULL when none does.
static wchar_t *find_entry(const wchar_t *pattern, int skip, int *found) {
    if (searched_history == NULL) return NULL;
    HistEvent event;
    int index = 0;
    for (int status = history(searched_history, &event, H_FIRST); status != -1;
         status = history(searched_history, &event, H_NEXT), index++) {
        if (index < skip) continue;
        size_t length = mbstowcs(NULL, event.str, 0);
        if (length == (size_t)-1) continue;
        wchar_t *entry = malloc((length + 1) * sizeof(wchar_t));
        if (entry == NULL) return NULL;
        mbstowcs(entry, event.str, length + 1);
        // A trailing newline (entries from older libedit files) is not part of the line.
        if (length > 0 && entry[length - 1] == L'\n') entry[length - 1] = L'\0';
        if (wcsstr(entry, pattern) != NULL) {
            *found = index;
            return entry;
        }
        free(entry);
    }
    return NULL;
}

static void replace_line(EditLine *editor, const wchar_t *text) {
    const LineInfoW *line = el_wline(editor);
    el_cursor(editor, (int)(line->lastchar - line->cursor));
    line = el_wline(editor);
    el_deletestr(editor, (int)(line->lastchar - line->buffer));
    el_winsertstr(editor, text);
}

static int terminal_columns(EditLine *editor) {
    int columns = 0;
    if (el_get(editor, EL_GETTC, "co", &columns, (void *)NULL) != 0 || columns <= 0) columns = 80;
    return columns;
}

// The rows below the first that a prompt (its invisible parts, between `delimiter`s, left out)
// and the line up to the cursor take on the screen: how far up the prompt starts.
static int rows_below_prompt(EditLine *editor, const char *prompt, char delimiter) {
    int columns = terminal_columns(editor), rows = 0, column = 0, invisible = 0;
    wchar_t character;
    mbstate_t state;
    memset(&state, 0, sizeof state);
    for (const char *next = prompt; next != NULL && *next != '\0';) {
        if (delimiter != 0 && *next == delimiter) {
            invisible = !invisible;
            next++;
            continue;
        }
        size_t length = mbrtowc(&character, next, strlen(next), &state);
        if (length == (size_t)-1 || length == (size_t)-2 || length == 0) break;
        next += length;
        if (invisible) continue;
        int width = wcwidth(character);
        column += width > 0 ? width : 0;
    }
    const LineInfoW *line = el_wline(editor);
    for (const wchar_t *at = line->buffer; at < line->cursor; at++) {
        if (*at == L'\n') {
            rows += column / columns + 1;
            column = 0;
            continue;
        }
        int width = wcwidth(*at);
        column += width > 0 ? width : 0;
    }
    return rows + column / columns;
}

// The rows the last redraw left above the cursor.
static int shown_rows = 0;

// libedit redraws (EL_REFRESH) from where it believes the prompt starts, without moving
// there: move there first, clear what was shown, draw `prompt` and the line, and note how
// many rows that took.
static void redraw(EditLine *editor, const char *prompt, char delimiter) {
    fputs("\r", stdout);
    if (shown_rows > 0) fprintf(stdout, "\033[%dA", shown_rows);
    fputs("\033[J", stdout);
    fflush(stdout);
    el_set(editor, EL_REFRESH);
    shown_rows = rows_below_prompt(editor, prompt, delimiter);
}

static void set_search_prompt(const wchar_t *pattern, int failed) {
    snprintf(search_prompt, sizeof search_prompt, "(%sreverse-i-search)`%ls': ", failed ? "failed " : "", pattern);
}

unsigned char bindscope_reverse_search(EditLine *editor, int key) {
    (void)key;
    bindscope_prompt_in_use(&saved_prompt, &saved_delimiter);
    if (saved_prompt == NULL) return CC_ERROR;
    const LineInfoW *line = el_wline(editor);
    size_t original_length = (size_t)(line->lastchar - line->buffer);
    wchar_t *original = calloc(original_length + 1, sizeof(wchar_t));
    if (original == NULL) return CC_ERROR;
    wmemcpy(original, line->buffer, original_length);
    wchar_t pattern[256] = L"";
    size_t pattern_length = 0;
    int match = -1;
    shown_rows = rows_below_prompt(editor, saved_prompt(editor), saved_delimiter);
    set_search_prompt(pattern, 0);
    el_set(editor, EL_PROMPT_ESC, show_search_prompt, saved_delimiter);
    redraw(editor, search_prompt, saved_delimiter);
    for (;;) {
        wchar_t typed;
        if (el_wgetc(editor, &typed) != 1) break;
        int search_from = -1;
        if (typed == L'\r' || typed == L'\n') {
            // Accepted as Enter accepts any line (libedit's own newline moves below it).
            el_wpush(editor, L"\n");
            break;
        } else if (typed == 0x07) {  // Ctrl-G: back to the line as it was.
            replace_line(editor, original);
            break;
        } else if (typed == 0x12) {  // Ctrl-R again: the next older match.
            search_from = match + 1;
        } else if (typed == 0x08 || typed == 0x7F) {
            if (pattern_length > 0) pattern[--pattern_length] = L'\0';
            search_from = 0;
        } else if (typed < 0x20) {
            // Any other control key (Ctrl-A, Ctrl-C, an arrow's escape) ends the search on
            // the line found and then does what it does.
            wchar_t pushed[2] = {typed, L'\0'};
            el_wpush(editor, pushed);
            break;
        } else if (pattern_length + 1 < sizeof pattern / sizeof pattern[0]) {
            pattern[pattern_length++] = typed;
            pattern[pattern_length] = L'\0';
            search_from = match < 0 ? 0 : match;
        }
        if (search_from < 0) continue;
        int found = -1;
        wchar_t *entry = pattern_length > 0 ? find_entry(pattern, search_from, &found) : NULL;
        if (entry != NULL) {
            match = found;
            replace_line(editor, entry);
            free(entry);
        } else if (pattern_length == 0) {
            match = -1;
            replace_line(editor, original);
        }
        set_search_prompt(pattern, pattern_length > 0 && entry == NULL);
        redraw(editor, search_prompt, saved_delimiter);
    }
    free(original);
    el_set(editor, EL_PROMPT_ESC, saved_prompt, saved_delimiter);
    redraw(editor, saved_prompt(editor), saved_delimiter);
    return CC_REFRESH;
}
