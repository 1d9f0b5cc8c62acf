// Kattis input format validator `input-is-text`: accepts an input made only of printable ASCII
// and whitespace (tab, line feed, carriage return, space), which every input of our packages
// is. It checks no problem's grammar: bfs-puzzles checks each input's meaning with its own
// oracle before a package is made, and the `extras` packages hold loose whitespace and illegal
// boards on purpose.
// Protocol: `validator < input`, exit 42 valid, 43 invalid (the reason on stderr).
// Standard C++98, headers of the standard library only.
#include <cstdio>

int main() {
    long offset = 0;
    int c;
    while ((c = getchar()) != EOF) {
        bool text = (c >= 32 && c < 127) || c == '\t' || c == '\n' || c == '\r';
        if (!text) {
            fprintf(stderr, "byte %ld is 0x%02x, not printable ASCII or whitespace\n", offset, c);
            return 43;
        }
        offset++;
    }
    return 42;
}
