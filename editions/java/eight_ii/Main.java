// Problem: Eight II: the fewest blank moves between two 3x3 boards A and B, and the smallest
//   (in byte order, d < l < r < u) of the shortest move strings.
// Judges: HDU 3567. T (<= 200), then per case board A and board B, 9 cells each, tiles 1-8 and
//   X for the blank; every non-whitespace character after T is one cell, as in the Rust file.
//   Prints `Case k: d`, then the string (an empty line when A = B). Java 8, class Main.
// Contract: a pair of different parity (HDU promises none) prints `Case k: -1` and
//   `unsolvable`. No T, an illegal board (a repeated tile, a foreign character, no blank) or
//   fewer than T cases: the complete cases before it, then one line on stderr, exit status 2.
//   Cells after the T-th case are ignored, with a note.
// Approach: a board's Cantor rank (all nine cells, blank = 0) indexes a distance table of 9!.
//   1. Parity of the tiles' inversions is invariant on a board three wide: a mismatch is -1.
//   2. Symmetry: a quarter turn of the square maps paths to paths (each direction to another);
//      turning both boards brings B's blank to cell 0, 1 or 4 (corner, edge, centre).
//   3. Renaming: the tiles' names change no move, so B is renamed to tiles 1-8 in reading
//      order and A the same way. Three targets remain: at most three BFS tables, each built
//      once, on the first case that needs it.
//   4. The walk: from A take the first of d, l, r, u (turned like the boards) that is one step
//      nearer B. Every shortest string starts with a step nearer, so the smallest starts with
//      the smallest such letter, and its rest is the smallest from there: the walk is greedy.
// Complexity: at most 3 x 181 440 boards for the tables (3 x 9! bytes), then O(d <= 31) per
//   case, four neighbours a step.
//   Measured (CPU time, whole process, OpenJDK 17; an empty JVM costs about 22 ms):
//   200 random pairs 168 ms, 200 pairs 30-31 moves apart 173 ms.
// Pitfalls: the moves are the blank's, in the order d, l, r, u; the parents recorded by a BFS from
//   B, by a bidirectional search, or by a BFS from A in another move order give a shortest path,
//   not the smallest (from A in d, l, r, u order they do: one search per case); walking from B to
//   A minimises the reversed string; A = B prints `Case k: 0` and an empty line.
// Status: AC on every package of its judge and on extras
//   (tests/suite/editions.rs: javac --release 8 -Xlint:all -Werror, then
//   java -cp DIR CLASS).
// Editorial: src/bin/eight_ii.rs (the full editorial, and the index tricks that make it
//   faster).
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    static final int STATES = 362880;
    static final int[] FACT = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
    static final char[] LETTER = {'d', 'l', 'r', 'u'};
    static final int[] ROW_STEP = {1, 0, 0, -1}, COLUMN_STEP = {0, -1, 1, 0};
    // A clockwise quarter turn sends the blank's direction d to l, l to u, r to d, u to r.
    static final int[] TURNED = {1, 3, 0, 2};
    // Quarter turns that bring a blank cell to 0 (corner), 1 (edge) or 4 (centre).
    static final int[] TURNS = {0, 0, 3, 1, 0, 3, 1, 2, 2};

    // By B's turned blank cell: 1 + moves to that target; 0 unseen.
    static final byte[][] distance = new byte[9][];
    static final int[] queue = new int[STATES / 2];

    /** Cantor rank: each cell's value counts the smaller values after it, weighted (8-i)!. */
    static int rank(int[] b) {
        int r = 0, seen = 0;
        for (int i = 0; i < 9; i++) {
            r += (b[i] - Integer.bitCount(seen & ((1 << b[i]) - 1))) * FACT[8 - i];
            seen |= 1 << b[i];
        }
        return r;
    }

    static void unrank(int r, int[] b) {
        int used = 0;
        for (int i = 0; i < 9; i++) {
            int k = r / FACT[8 - i];
            r %= FACT[8 - i];
            int v = 0;
            for (; ; v++) if ((used >> v & 1) == 0 && k-- == 0) break;
            used |= 1 << v;
            b[i] = v;
        }
    }

    static int parity(int[] b) {
        int inversions = 0;
        for (int i = 0; i < 9; i++)
            for (int j = i + 1; j < 9; j++) if (b[i] != 0 && b[j] != 0 && b[j] < b[i]) inversions++;
        return inversions & 1;
    }

    static int blankCell(int[] b) {
        int c = 0;
        while (b[c] != 0) c++;
        return c;
    }

    /** The cell the blank moves to from `cell` in direction d, or -1 off the board. */
    static int neighbour(int cell, int d) {
        int row = cell / 3 + ROW_STEP[d], column = cell % 3 + COLUMN_STEP[d];
        return row < 0 || row > 2 || column < 0 || column > 2 ? -1 : row * 3 + column;
    }

    static int[] turnedClockwise(int[] b) {
        int[] t = new int[9];
        for (int c = 0; c < 9; c++) t[(c % 3) * 3 + 2 - c / 3] = b[c];
        return t;
    }

    /** BFS from the target with tiles 1-8 in reading order and the blank in `blank`. */
    static byte[] buildTable(int blank) {
        byte[] dist = new byte[STATES];
        int[] b = new int[9];
        for (int c = 0, tile = 1; c < 9; c++) b[c] = c == blank ? 0 : tile++;
        int head = 0, tail = 0;
        queue[tail++] = rank(b);
        dist[queue[0]] = 1;
        while (head < tail) {
            int cur = queue[head++];
            unrank(cur, b);
            int from = blankCell(b);
            for (int d = 0; d < 4; d++) {
                int to = neighbour(from, d);
                if (to < 0) continue;
                b[from] = b[to]; b[to] = 0;
                int next = rank(b);
                b[to] = b[from]; b[from] = 0;
                if (dist[next] != 0) continue;
                dist[next] = (byte) (dist[cur] + 1);
                queue[tail++] = next;
            }
        }
        return dist;
    }

    /** The smallest shortest move string from a to b, or null when there is none. */
    static String smallestShortest(int[] a, int[] b) {
        if (parity(a) != parity(b)) return null;
        int turns = TURNS[blankCell(b)];
        for (int k = 0; k < turns; k++) { a = turnedClockwise(a); b = turnedClockwise(b); }
        int[] name = new int[9];
        for (int c = 0, tile = 1; c < 9; c++) if (b[c] != 0) name[b[c]] = tile++;
        int[] board = new int[9];
        for (int c = 0; c < 9; c++) board[c] = name[a[c]];
        int target = blankCell(b);
        if (distance[target] == null) distance[target] = buildTable(target);
        byte[] dist = distance[target];
        StringBuilder path = new StringBuilder();
        for (int left = dist[rank(board)] - 1; left > 0; left--) {
            int from = blankCell(board);
            for (int d = 0; d < 4; d++) {
                int turned = d;
                for (int k = 0; k < turns; k++) turned = TURNED[turned];
                int to = neighbour(from, turned);
                if (to < 0) continue;
                board[from] = board[to]; board[to] = 0;
                if (dist[rank(board)] == left) { path.append(LETTER[d]); break; }
                board[to] = board[from]; board[from] = 0;
            }
        }
        return path.toString();
    }

    /** Nine cells as a board (blank = 0), or null with the reason in why[0]. */
    static int[] parseBoard(byte[] cells, int at, String[] why) {
        int[] b = new int[9];
        boolean[] seen = new boolean[9];
        for (int i = 0; i < 9; i++) {
            byte c = cells[at + i];
            int v = (c >= '1' && c <= '8') ? c - '0'
                    : (c == 'X' || c == 'x' || c == '0' || c == '.') ? 0 : -1;
            if (v < 0) why[0] = "`" + (char) (c & 0xff) + "` is not a tile (1-8) or the blank (X)";
            else if (seen[v]) why[0] = v == 0 ? "it has two blanks" : "tile " + v
                    + " appears twice";
            else { seen[v] = true; b[i] = v; continue; }
            return null;
        }
        return b;
    }

    public static void main(String[] args) throws IOException {
        byte[] data = readAll(System.in);
        int at = 0;
        while (at < data.length && isSpace(data[at])) at++;
        int begin = at;
        while (at < data.length && !isSpace(data[at])) at++;
        String first = new String(data, begin, at - begin);
        ByteArrayOutputStream kept = new ByteArrayOutputStream();
        for (int i = at; i < data.length; i++) if (!isSpace(data[i])) kept.write(data[i]);
        byte[] cells = kept.toByteArray();
        StringBuilder out = new StringBuilder();
        String error = null;
        long count = first.matches("[0-9]{1,18}") ? Long.parseLong(first) : -1;
        if (count < 0) error = first.isEmpty() ? "empty input: expected T" : "`" + first
                + "` is not a number of cases T";
        String[] why = new String[1];
        for (int k = 1; k <= count && error == null; k++) {
            int from = (k - 1) * 18;
            if (cells.length - from < 18) {
                error = "case " + k + " of " + count + ": expected two boards of 9 cells, found "
                    + Math.max(0, cells.length - from) + " cells";
                break;
            }
            int[] a = parseBoard(cells, from, why);
            if (a == null) { error = "case " + k + ": board A `" + new String(cells, from, 9)
                    + "` is not legal: " + why[0]; break; }
            int[] b = parseBoard(cells, from + 9, why);
            if (b == null) { error = "case " + k + ": board B `" + new String(cells, from + 9, 9)
                    + "` is not legal: " + why[0]; break; }
            String path = smallestShortest(a, b);
            out.append("Case ").append(k).append(": ");
            out.append(path == null ? "-1\nunsolvable" : path.length() + "\n" + path).append('\n');
        }
        System.out.print(out);
        System.out.flush();
        if (error == null && cells.length > 18 * count)
            System.err.println("eight_ii: ignored " + (cells.length - 18 * count)
                    + " characters after case " + count);
        if (error != null) {
            System.err.println("eight_ii: " + error);
            System.exit(2);
        }
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] chunk = new byte[1 << 16];
        for (int n; (n = in.read(chunk)) > 0; ) all.write(chunk, 0, n);
        return all.toByteArray();
    }

    static boolean isSpace(byte c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f';
    }
}
