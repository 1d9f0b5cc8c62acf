// Problem: 八数码 Eight: a shortest series of blank moves (u, d, l, r) that turns a 3x3 board
//   into 1 2 3 4 5 6 7 8 x, or `unsolvable`.
// Judges: POJ 1077 and AcWing 179 (one board), HDU 1043 = ZOJ 1217 (boards until EOF). Every
//   non-whitespace character is one cell, nine cells a board, so tokens, one 9-character token,
//   CRLF and blank lines all read the same, as in the Rust file. POJ and HDU take any solving
//   path, AcWing only a shortest: every path printed here is a shortest. Java 8, class Main.
// Contract: one line per board; the solved board prints an empty line. A board with a repeated
//   tile, a foreign character or no blank is `unsolvable`, with a note on stderr. A trailing
//   partial board, or empty input, is one line on stderr and exit status 2 after the rest.
// Approach: a board's Cantor rank (all nine cells, blank = 0) indexes a byte array of 9!.
//   1. Parity of the tiles' inversions (blank skipped) never changes on a board three wide, and
//      equal parity means solvable: a parity different from the goal's is `unsolvable` at once.
//   2. One BFS from the goal, each board recording the blank's move back toward the goal,
//      until it holds every board of the input (at most all 181 440 solvable ones); every
//      board then walks home along its recorded moves. One tree for thousands of HDU boards.
// Complexity: at most O(9!/2) boards for the tree, then O(d <= 31) moves per board. Memory:
//   9! bytes, a queue of 181 440 ints.
//   Measured (CPU time, whole process, OpenJDK 17; an empty JVM costs about 22 ms):
//   the POJ sample 40 ms (the tree stops at its 19 moves), a 31-move board 81 ms (the whole
//   tree), 5 000 HDU boards 110 ms.
// Pitfalls: print the blank's direction, not the tile's; count the parity over tiles only; the
//   classic HDU time-out is a new search for each of thousands of boards.
// Status: AC on every package of its judges and on extras
//   (tests/suite/editions.rs: javac --release 8 -Xlint:all -Werror, then
//   java -cp DIR CLASS).
// Editorial: src/bin/eight_puzzle.rs (the full editorial, and the index tricks that make it
//   faster).
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    static final int STATES = 362880;
    static final int[] FACT = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
    static final int[] GOAL = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    // The blank's moves: up, down, left, right, as cell offsets, and the letter of each.
    static final int[] STEP = {-3, 3, -1, 1};
    static final char[] LETTER = {'u', 'd', 'l', 'r'};
    static final int[] OPPOSITE = {1, 0, 3, 2};

    // The blank's move (index into LETTER, plus 1) from a board toward the goal; 0 unseen.
    static final byte[] homeward = new byte[STATES];

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

    static boolean canMove(int cell, int d) {
        return d == 0 ? cell >= 3 : d == 1 ? cell < 6 : d == 2 ? cell % 3 > 0 : cell % 3 < 2;
    }

    /**
     * BFS from the goal; a board first reached by the blank moving d goes home by OPPOSITE[d].
     * It stops once it holds every board in `wanted` (their ranks), whose paths are then whole.
     */
    static void buildTree(int[] wanted, int count) {
        boolean[] isWanted = new boolean[STATES];
        int left = 0;
        for (int i = 0; i < count; i++) {
            if (!isWanted[wanted[i]]) left++;
            isWanted[wanted[i]] = true;
        }
        int[] queue = new int[STATES / 2];
        int head = 0, tail = 0;
        int g = rank(GOAL);
        queue[tail++] = g;
        homeward[g] = -1;
        if (isWanted[g]) left--;
        int[] b = new int[9];
        while (head < tail && left > 0) {
            int cur = queue[head++];
            unrank(cur, b);
            int blank = blankCell(b);
            for (int d = 0; d < 4; d++) {
                if (!canMove(blank, d)) continue;
                int to = blank + STEP[d];
                b[blank] = b[to]; b[to] = 0;
                int next = rank(b);
                b[to] = b[blank]; b[blank] = 0;
                if (homeward[next] != 0) continue;
                homeward[next] = (byte) (OPPOSITE[d] + 1);
                queue[tail++] = next;
                if (isWanted[next]) left--;
            }
        }
    }

    /** Appends the blank's moves from b to the goal (b solvable; b is changed on the way). */
    static void walkHome(int[] b, StringBuilder out) {
        int g = rank(GOAL);
        for (int r = rank(b); r != g; r = rank(b)) {
            int d = homeward[r] - 1, blank = blankCell(b), to = blank + STEP[d];
            b[blank] = b[to]; b[to] = 0;
            out.append(LETTER[d]);
        }
    }

    static int illegalBoards = 0;

    /** The nine cells as a board (blank = 0), or null with a note when they are not legal. */
    static int[] parseBoard(byte[] cells, int number) {
        int[] b = new int[9];
        boolean[] seen = new boolean[9];
        String why = null;
        for (int i = 0; i < 9 && why == null; i++) {
            byte c = cells[i];
            int v = (c >= '1' && c <= '8') ? c - '0'
                    : (c == 'x' || c == 'X' || c == '0' || c == '.') ? 0 : -1;
            if (v < 0) why = "`" + (char) (c & 0xff) + "` is not a tile (1-8) or the blank (x)";
            else if (seen[v]) why = v == 0 ? "it has two blanks" : "tile " + v + " appears twice";
            else { seen[v] = true; b[i] = v; }
        }
        if (why == null) return b;
        if (++illegalBoards <= 10)
            System.err.println("eight_puzzle: board " + number + " `" + new String(cells)
                    + "` is not legal, so unsolvable: " + why);
        return null;
    }

    public static void main(String[] args) throws IOException {
        byte[] cells = readCells(System.in);
        StringBuilder out = new StringBuilder();
        String error = cells.length == 0 ? "empty input: expected a board of 9 cells" : null;
        int goalParity = parity(GOAL);
        int[][] boards = new int[cells.length / 9][];           // null: unsolvable
        int[] wanted = new int[boards.length];
        int solvable = 0;
        for (int k = 0; k < boards.length; k++) {
            int[] b = parseBoard(java.util.Arrays.copyOfRange(cells, 9 * k, 9 * k + 9), k + 1);
            if (b == null || parity(b) != goalParity) continue;
            boards[k] = b;
            wanted[solvable++] = rank(b);
        }
        if (cells.length % 9 != 0)
            error = "board " + (boards.length + 1) + " has " + cells.length % 9
                    + " cells, expected 9";
        if (solvable > 0) buildTree(wanted, solvable);
        for (int[] b : boards) {
            if (b == null) out.append("unsolvable");
            else walkHome(b, out);
            out.append('\n');
        }
        System.out.print(out);
        System.out.flush();
        if (illegalBoards > 10) System.err.println("eight_puzzle: ... and "
                + (illegalBoards - 10) + " more illegal boards");
        if (error != null) {
            System.err.println("eight_puzzle: " + error);
            System.exit(2);
        }
    }

    /** Every non-whitespace byte of the input: the cells, nine to a board. */
    static byte[] readCells(InputStream in) throws IOException {
        ByteArrayOutputStream cells = new ByteArrayOutputStream();
        byte[] chunk = new byte[1 << 16];
        for (int n; (n = in.read(chunk)) > 0; )
            for (int i = 0; i < n; i++) {
                byte c = chunk[i];
                if (c != ' ' && c != '\n' && c != '\r' && c != '\t' && c != '\f') cells.write(c);
            }
        return cells.toByteArray();
    }
}
