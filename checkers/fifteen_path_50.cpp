// Special judge `fifteen-path-50`: the 15-puzzle as UVa 10181 judges it, where any series of at
// most 50 blank moves that solves a board is right.
// Input: N, then N boards of 16 integers (0 the blank), whitespace anywhere. Output: per board
// one line, moves of the blank (L, R, U, D) that end at 1 2 ... 15 0, at most 50 of them, or
// `This puzzle is not solvable.` Everything is computed from the input (the width-4 parity
// rule says which boards are solvable; the judge promises every solvable board needs at most
// 45 moves), so the expected answer is never read: the same file serves every protocol.
// Protocols, told apart by the arguments:
//   Kattis / DOMjudge:  checker input answer feedback_dir < output   exit 42 AC, 43 WA
//   HUSTOJ spj:         checker input answer output                  exit 0 AC, 1 WA
//   QDUOJ, Hydro qduoj: checker input output                         exit 0 AC, 1 WA
// A judging failure (an unreadable file, bad arguments) exits with 2 in every protocol.
// Standard C++98, headers of the standard library only.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <sys/stat.h>

static const int LINE_CAP = 1 << 20;
static bool kattis = false;
static std::string feedback_dir;

static void finish(bool accepted, const std::string &message) {
    if (kattis) {
        std::string path = feedback_dir + "/judgemessage.txt";
        FILE *f = fopen(path.c_str(), "w");
        if (f) {
            fprintf(f, "%s\n", message.c_str());
            fclose(f);
        }
        exit(accepted ? 42 : 43);
    }
    printf("%s\n", message.c_str());
    exit(accepted ? 0 : 1);
}

static void fail(const std::string &why) {
    fprintf(stderr, "checker error: %s\n", why.c_str());
    exit(2);
}

static std::string number(long n) {
    char buffer[32];
    sprintf(buffer, "%ld", n);
    return buffer;
}

// The boards of the input: N, then 16 integers a board; false if it is not so.
static bool read_boards(FILE *in, std::vector<std::vector<int> > &boards) {
    long n;
    if (fscanf(in, "%ld", &n) != 1 || n < 0) return false;
    for (long b = 0; b < n; b++) {
        std::vector<int> board(16);
        for (int i = 0; i < 16; i++)
            if (fscanf(in, "%d", &board[i]) != 1) return false;
        boards.push_back(board);
    }
    return true;
}

// One output line without its end and trailing whitespace; false at the end of the output.
static bool read_line(FILE *out, std::string &line, bool &too_long) {
    line.clear();
    too_long = false;
    int c = getc(out);
    if (c == EOF) return false;
    while (c != EOF && c != '\n') {
        if ((int)line.size() < LINE_CAP) line += (char)c;
        else too_long = true;
        c = getc(out);
    }
    while (!line.empty() && (line[line.size() - 1] == ' ' || line[line.size() - 1] == '\t' ||
                             line[line.size() - 1] == '\r'))
        line.erase(line.size() - 1);
    return true;
}

// Solvable: 0-15 once each, and the tiles' inversions plus the blank's row (0 at the top) odd:
// on a board four wide a vertical move flips both parities, a horizontal one neither.
static bool solvable(const std::vector<int> &board) {
    int seen[16] = {0};
    std::vector<int> tiles;
    int row = 0;
    for (int i = 0; i < 16; i++) {
        int tile = board[i];
        if (tile < 0 || tile > 15 || seen[tile]++) return false;
        if (tile) tiles.push_back(tile);
        else row = i / 4;
    }
    int inversions = 0;
    for (int i = 0; i < 15; i++)
        for (int j = i + 1; j < 15; j++)
            if (tiles[i] > tiles[j]) inversions++;
    return (inversions + row) % 2 == 1;
}

// Replays `moves` on `board`; an empty string when they end at the goal, else why not.
static std::string replay(std::vector<int> board, const std::string &moves, const std::string &where) {
    if (moves.size() > 50)
        return where + ": a path of " + number((long)moves.size()) + " moves, more than 50";
    int blank = 0;
    while (board[blank] != 0) blank++;
    for (size_t step = 0; step < moves.size(); step++) {
        int row = blank / 4, col = blank % 4, to;
        char m = moves[step];
        if (m == 'U' && row > 0) to = blank - 4;
        else if (m == 'D' && row < 3) to = blank + 4;
        else if (m == 'L' && col > 0) to = blank - 1;
        else if (m == 'R' && col < 3) to = blank + 1;
        else if (m == 'U' || m == 'D' || m == 'L' || m == 'R')
            return where + ", move " + number((long)step + 1) + " `" + m +
                   "`: the blank would leave the board";
        else
            return where + ", move " + number((long)step + 1) + ": not one of L, R, U, D";
        board[blank] = board[to];
        board[to] = 0;
        blank = to;
    }
    for (int i = 0; i < 15; i++)
        if (board[i] != i + 1)
            return where + ": after " + number((long)moves.size()) + " moves the board is not the goal";
    return "";
}

int main(int argc, char **argv) {
    const char *input_path = 0, *output_path = 0;
    struct stat st;
    if (argc == 4 && stat(argv[3], &st) == 0 && S_ISDIR(st.st_mode)) {
        kattis = true;
        feedback_dir = argv[3];
        input_path = argv[1];
    } else if (argc == 4) {
        input_path = argv[1];
        output_path = argv[3];
    } else if (argc == 3) {
        input_path = argv[1];
        output_path = argv[2];
    } else {
        fail("usage: checker input answer feedback_dir < output | input answer output | input output");
    }
    FILE *in = fopen(input_path, "r");
    if (!in) fail(std::string("cannot read ") + input_path);
    FILE *out = output_path ? fopen(output_path, "r") : stdin;
    if (!out) fail(std::string("cannot read ") + output_path);
    std::vector<std::vector<int> > boards;
    if (!read_boards(in, boards)) fail("the input is not N and N boards of 16 integers");
    std::string line;
    bool too_long;
    for (size_t i = 0; i < boards.size(); i++) {
        std::string where = "board " + number((long)i + 1);
        if (!read_line(out, line, too_long))
            finish(false, where + ": no output line");
        if (too_long) finish(false, where + ": the output line is too long");
        bool can = solvable(boards[i]);
        if (line == "This puzzle is not solvable.") {
            if (can) finish(false, where + " is solvable, got `This puzzle is not solvable.`");
            continue;
        }
        if (!can) finish(false, where + " is not solvable, got a series of moves");
        std::string why = replay(boards[i], line, where);
        if (!why.empty()) finish(false, why);
    }
    while (read_line(out, line, too_long))
        if (!line.empty() || too_long) finish(false, "output after the last board's answer");
    finish(true, number((long)boards.size()) + " boards solved");
    return 0;
}
