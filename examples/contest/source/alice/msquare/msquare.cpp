// alice: BFS over the boards from 12345678, moves tried A, B, C in order, so the first path
// found to a board is the smallest shortest one. NOI style: reads msquare.in, writes msquare.out.
#include <cstdio>
#include <map>
#include <queue>
#include <string>
using namespace std;

string move(const string &s, char m) {
    if (m == 'A') return string(s.rbegin(), s.rend());
    if (m == 'B') return string() + s[3] + s[0] + s[1] + s[2] + s[5] + s[6] + s[7] + s[4];
    return string() + s[0] + s[6] + s[1] + s[3] + s[4] + s[2] + s[5] + s[7];
}

int main() {
    freopen("msquare.in", "r", stdin);
    freopen("msquare.out", "w", stdout);
    string target;
    for (int i = 0; i < 8; i++) {
        int v;
        if (scanf("%d", &v) != 1) return 1;
        target += char('0' + v);
    }
    map<string, string> path;
    queue<string> q;
    path["12345678"] = "";
    q.push("12345678");
    while (!q.empty()) {
        string s = q.front();
        q.pop();
        if (s == target) break;
        for (char m = 'A'; m <= 'C'; m++) {
            string t = move(s, m);
            if (!path.count(t)) {
                path[t] = path[s] + m;
                q.push(t);
            }
        }
    }
    const string &p = path[target];
    printf("%d\n", (int)p.size());
    for (size_t i = 0; i < p.size(); i += 60) printf("%s\n", p.substr(i, 60).c_str());
    if (p.empty()) printf("\n");
    return 0;
}
