// Reading a key while something else may need the prompt's thread: the projector page's
// actions run on the session's thread, which waits in el_gets while a line is edited.
#include "CLibeditShim.h"
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

static int wake_descriptor = -1;
static void (*wake_handler)(EditLine *) = NULL;

// libedit's own reading of one character (a UTF-8 sequence from standard input, byte by
// byte), waiting on the wake descriptor too: when it is readable, the handler runs and the
// line is drawn again below what it wrote.
static int read_waking(EditLine *editor, wchar_t *character) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        struct pollfd watched[2] = {{STDIN_FILENO, POLLIN, 0}, {wake_descriptor, POLLIN, 0}};
        if (poll(watched, 2, -1) < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        // Never in the middle of a character: its next byte is on its way.
        if ((watched[1].revents & POLLIN) && count == 0) {
            wake_handler(editor);
            el_set(editor, EL_REFRESH);
            continue;
        }
        if (!(watched[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        ssize_t got = read(STDIN_FILENO, &bytes[count], 1);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
            *character = L'\0';
            return got == 0 ? 0 : -1;
        }
        count += 1;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t length = mbrtowc(character, bytes, count, &state);
        if (length == (size_t)-2 && count < sizeof bytes) continue;
        // Not a character of the locale's: dropped, as libedit drops it.
        if (length == (size_t)-1 || length == (size_t)-2) {
            count = 0;
            continue;
        }
        return 1;
    }
}

void bindscope_el_set_wake(EditLine *editor, int descriptor, void (*handler)(EditLine *)) {
    wake_descriptor = descriptor;
    wake_handler = handler;
    if (descriptor >= 0 && handler != NULL) {
        el_set(editor, EL_GETCFN, read_waking);
    } else {
        el_set(editor, EL_GETCFN, EL_BUILTIN_GETCFN);
    }
}
