// A plain contestant's solution to Lanqiao PREV-19 (九宫重排), for trying the checker:
//   g++ -O2 -o /tmp/nine_grid_cpp docs/examples/nine_grid_lanqiao.cpp
//   cargo run --release -- --cmd /tmp/nine_grid_cpp testdata/nine_grid
// It reads one start/target pair only, so the batch and AcWing/Luogu-shaped cases fail.
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
using namespace std;

int main() {
    string start, target;
    if (!(cin >> start >> target)) return 1;
    unordered_map<string, int> dist{{start, 0}};
    queue<string> q;
    q.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!q.empty()) {
        string s = q.front();
        q.pop();
        if (s == target) { cout << dist[s] << "\n"; return 0; }
        int b = s.find('.');
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
