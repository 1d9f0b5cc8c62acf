// bob: iterative deepening without remembering boards: right, and quick on short answers,
// but 3^22 paths for the deepest boards: over the time limit.
#include <cstdio>
#include <string>
using namespace std;

string target, path;

string move(const string &s, char m) {
    if (m == 'A') return string(s.rbegin(), s.rend());
    if (m == 'B') return string() + s[3] + s[0] + s[1] + s[2] + s[5] + s[6] + s[7] + s[4];
    return string() + s[0] + s[6] + s[1] + s[3] + s[4] + s[2] + s[5] + s[7];
}

bool search(const string &s, int left) {
    if (s == target) return true;
    if (left == 0) return false;
    for (char m = 'A'; m <= 'C'; m++) {
        path += m;
        if (search(move(s, m), left - 1)) return true;
        path.erase(path.size() - 1);
    }
    return false;
}

int main() {
    freopen("msquare.in", "r", stdin);
    freopen("msquare.out", "w", stdout);
    for (int i = 0; i < 8; i++) {
        int v;
        if (scanf("%d", &v) != 1) return 1;
        target += char('0' + v);
    }
    for (int depth = 0;; depth++)
        if (search("12345678", depth)) break;
    printf("%d\n", (int)path.size());
    for (size_t i = 0; i < path.size(); i += 60) printf("%s\n", path.substr(i, 60).c_str());
    if (path.empty()) printf("\n");
    return 0;
}
