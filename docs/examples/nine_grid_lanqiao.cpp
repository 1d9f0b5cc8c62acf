// A plain contestant's solution to Lanqiao PREV-19 (九宫重排), for trying the checker:
//   judge docs/examples/nine_grid_lanqiao.cpp PREV-19     (all AC)
//   judge docs/examples/nine_grid_lanqiao.cpp P1379       (WA: Luogu's input is another shape)
// It reads one start/target pair with `.` as the blank, as PREV-19 gives them.
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
using namespace std;

int main() {
    string start, target;
    cin >> start >> target;
    unordered_map<string, int> dist{{start, 0}};
    queue<string> q;
    q.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!q.empty()) {
        string s = q.front();
        q.pop();
        if (s == target) { cout << dist[s] << "\n"; return 0; }
        size_t b = s.find('.');
        if (b == string::npos) break;  // no blank: not a board, so unreachable
        for (int k = 0; k < 4; k++) {
            int r = b / 3 + dr[k], c = b % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            string t = s;
            swap(t[b], t[r * 3 + c]);
            if (dist.emplace(t, dist[s] + 1).second) q.push(t);
        }
    }
    cout << -1 << "\n";
}
