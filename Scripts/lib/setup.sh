# Shared set-up for Scripts/bindscope and Scripts/test: find Swift, install the system
# packages the build needs. Sourced, not run. Progress goes to stderr so that stdout stays the
# tool's own.

say() { printf '%s\n' "$*" >&2; }

# The package root, whatever directory the script was started from.
BINDSCOPE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# What apt and the package manager print goes here, not to the screen; a step that fails
# shows its last lines and where the whole log is.
SETUP_LOG="$BINDSCOPE_ROOT/.build/setup.log"

# step DESCRIPTION COMMAND...: runs COMMAND with its output in the log, on one line of its own:
# "DESCRIPTION… done (12 s)". When it fails: the log's last lines, the log's path, and the
# command's status.
step() {
    local description="$1"
    shift
    mkdir -p "$(dirname "$SETUP_LOG")"
    printf '\n== %s: %s\n' "$description" "$*" >>"$SETUP_LOG"
    printf '%s… ' "$description" >&2
    local started=$SECONDS status=0
    "$@" >>"$SETUP_LOG" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        say "failed."
        say "The last lines of its log:"
        tail -n 25 "$SETUP_LOG" | sed 's/^/    /' >&2
        say "The whole log: $SETUP_LOG"
        return "$status"
    fi
    say "done ($((SECONDS - started)) s)"
}

ensure_swift() {
    if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    fi
    if ! command -v swift >/dev/null 2>&1; then
        say "error: Swift 6 is not installed. Install a Swift 6 toolchain from swift.org and put its usr/bin on PATH."
        exit 1
    fi
}

# ensure_package DEBIAN_PACKAGE CHECK_COMMAND...: installs the package with apt-get unless the
# check succeeds; where that cannot be done, prints the exact command to run and stops.
ensure_package() {
    local package="$1"
    shift
    if "$@" >/dev/null 2>&1; then return 0; fi
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo="sudo"
        else
            say "error: $package is missing. Install it with:"
            say "    sudo apt-get update && sudo apt-get install -y $package"
            exit 1
        fi
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        say "error: $package is missing and apt-get is not available; install $package with your system's package manager."
        exit 1
    fi
    if ! step "Installing $package" install_with_apt "$package" $sudo; then
        say "error: installing $package failed. Run:"
        say "    ${sudo:+sudo }apt-get update && ${sudo:+sudo }apt-get install -y $package"
        exit 1
    fi
    if ! "$@" >/dev/null 2>&1; then
        say "error: $package was installed but is still not found ($*)."
        exit 1
    fi
}

# install_with_apt PACKAGE [sudo]: apt-get's update and install, without its progress lines.
install_with_apt() {
    ${2:-} apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${2:-} apt-get install -y -qq "$1"
}

ensure_build_dependencies() {
    ensure_swift
    ensure_package pkg-config command -v pkg-config
    # The line editor (libedit) is linked through pkg-config.
    ensure_package libedit-dev pkg-config --exists libedit
}

# The programs tests run besides bindscope; a test whose program is missing fails, naming it.
ensure_test_dependencies() {
    # The REPL's end-to-end tests drive the real binary in a tmux terminal.
    ensure_package tmux command -v tmux
    # `:graph --svg` runs Graphviz's dot; its test checks that a real SVG was written.
    ensure_package graphviz command -v dot
    # The recorder's hoisting test runs Scripts/lib/sessions.py.
    ensure_package python3 command -v python3
    # The projector page's browser tests drive headless Chromium through its DevTools protocol.
    ensure_package chromium command -v chromium
    # The page's Firefox test drives headless Firefox ESR through WebDriver BiDi.
    ensure_package firefox-esr command -v firefox-esr
}
