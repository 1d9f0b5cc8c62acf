// Special judge `eight-puzzle-shortest`: 八数码 Eight with a path, where the path must be one
// of the shortest series of blank moves that solve a board, any of them (AcWing 179).
// Input: boards, 9 cells each (tiles 1-8 and `x`), whitespace anywhere. Output: per board one
// line, moves of the blank (u, d, l, r) that end at 1 2 3 4 5 6 7 8 x, or `unsolvable`.
// Everything is computed from the input (the parity of the tiles says which boards are
// solvable; one search from the goal, stopped once it has reached them all, gives their
// distances), so the expected answer is never read: the same file serves every protocol.
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

// The boards of the input: every byte that is not whitespace is a cell, 9 to a board.
static std::vector<std::string> read_boards(FILE *in) {
    std::vector<std::string> boards;
    std::string cells;
    int c;
    while ((c = getc(in)) != EOF) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') continue;
        cells += (char)c;
        if (cells.size() == 9) {
            boards.push_back(cells);
            cells.clear();
        }
    }
    return boards;
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

// Solvable: the tiles 1-8 once each and one `x`, with an even number of inversions (a move
// keeps the parity of the tiles' order on a board three wide).
static bool solvable(const std::string &board) {
    int seen[9] = {0};
    std::vector<int> tiles;
    for (int i = 0; i < 9; i++) {
        char c = board[i];
        int tile = c == 'x' ? 0 : (c >= '1' && c <= '8' ? c - '0' : -1);
        if (tile < 0 || seen[tile]++) return false;
        if (tile) tiles.push_back(tile);
    }
    int inversions = 0;
    for (int i = 0; i < 8; i++)
        for (int j = i + 1; j < 8; j++)
            if (tiles[i] > tiles[j]) inversions++;
    return inversions % 2 == 0;
}

// A board as its nine cells, the blank as 0: the search's queue copies these by value, with
// no allocation per board.
struct Cells {
    unsigned char cell[9];
};

// The board's index among the 9! orders of its cells (its Cantor rank).
static int rank_of(const Cells &board) {
    static const int factorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            if (board.cell[j] < board.cell[i]) smaller++;
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

// The cells of a board of the input (tiles 1-8 and `x`; checked by `solvable` first).
static Cells cells_of(const std::string &board) {
    Cells cells;
    for (int i = 0; i < 9; i++)
        cells.cell[i] = (unsigned char)(board[i] == 'x' ? 0 : board[i] - '0');
    return cells;
}

// Fewest moves to the goal from each board whose rank is in `wanted`: a breadth-first search
// from the goal (every distance is set when its board is first reached), which stops once it
// has reached them all. A board close to the goal is answered after a few thousand boards,
// the farthest (31 moves) after all 181 440.
static std::vector<signed char> distances(const std::vector<int> &wanted) {
    std::vector<signed char> distance(362880, -1);
    std::vector<bool> is_wanted(362880, false);
    long left = 0;
    for (size_t i = 0; i < wanted.size(); i++)
        if (!is_wanted[wanted[i]]) {
            is_wanted[wanted[i]] = true;
            left++;
        }
    Cells goal = cells_of("12345678x");
    std::vector<Cells> queue(1, goal);
    queue.reserve(181440);
    distance[rank_of(goal)] = 0;
    if (is_wanted[rank_of(goal)]) left--;
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (size_t head = 0; head < queue.size() && left > 0; head++) {
        Cells board = queue[head];
        int blank = 0;
        while (board.cell[blank] != 0) blank++;
        int d = distance[rank_of(board)];
        for (int k = 0; k < 4; k++) {
            int row = blank / 3 + dr[k], col = blank % 3 + dc[k];
            if (row < 0 || row > 2 || col < 0 || col > 2) continue;
            Cells next = board;
            next.cell[blank] = next.cell[row * 3 + col];
            next.cell[row * 3 + col] = 0;
            int r = rank_of(next);
            if (distance[r] < 0) {
                distance[r] = (signed char)(d + 1);
                if (is_wanted[r]) left--;
                queue.push_back(next);
            }
        }
    }
    return distance;
}

// Replays `moves` on `board`; an empty string when they end at the goal, else why not.
static std::string replay(std::string board, const std::string &moves, const std::string &where) {
    int blank = (int)board.find('x');
    for (size_t step = 0; step < moves.size(); step++) {
        int row = blank / 3, col = blank % 3, to;
        char m = moves[step];
        if (m == 'u' && row > 0) to = blank - 3;
        else if (m == 'd' && row < 2) to = blank + 3;
        else if (m == 'l' && col > 0) to = blank - 1;
        else if (m == 'r' && col < 2) to = blank + 1;
        else if (m == 'u' || m == 'd' || m == 'l' || m == 'r')
            return where + ", move " + number((long)step + 1) + " `" + m +
                   "`: the blank would leave the board";
        else
            return where + ", move " + number((long)step + 1) + ": not one of u, d, l, r";
        board[blank] = board[to];
        board[to] = 'x';
        blank = to;
    }
    if (board != "12345678x")
        return where + ": after " + number((long)moves.size()) + " moves the board is `" + board +
               "`, not the goal `12345678x`";
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
    std::vector<std::string> boards = read_boards(in);
    std::vector<int> wanted;
    for (size_t i = 0; i < boards.size(); i++)
        if (solvable(boards[i])) wanted.push_back(rank_of(cells_of(boards[i])));
    std::vector<signed char> distance = distances(wanted);
    std::string line;
    bool too_long;
    for (size_t i = 0; i < boards.size(); i++) {
        std::string where = "board " + number((long)i + 1) + " `" + boards[i] + "`";
        if (!read_line(out, line, too_long))
            finish(false, where + ": no output line");
        if (too_long) finish(false, where + ": the output line is too long");
        bool can = solvable(boards[i]);
        if (line == "unsolvable") {
            if (can) finish(false, where + " is solvable, got `unsolvable`");
            continue;
        }
        if (!can) finish(false, where + " is unsolvable, got a series of moves");
        std::string why = replay(boards[i], line, where);
        if (!why.empty()) finish(false, why);
        long fewest = distance[rank_of(cells_of(boards[i]))];
        if ((long)line.size() != fewest)
            finish(false, where + ": a path of " + number((long)line.size()) +
                              " moves, but the shortest has " + number(fewest));
    }
    while (read_line(out, line, too_long))
        if (!line.empty() || too_long) finish(false, "output after the last board's answer");
    finish(true, number((long)boards.size()) + " boards solved");
    return 0;
}
