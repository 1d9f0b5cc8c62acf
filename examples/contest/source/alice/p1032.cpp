// alice: one-way BFS from A, at most 10 rewrites, every place of every rule.
#include <iostream>
#include <map>
#include <queue>
#include <string>
#include <vector>
using namespace std;

int main() {
    string a, b, x, y;
    cin >> a >> b;
    vector<pair<string, string> > rules;
    while (cin >> x >> y) rules.push_back(make_pair(x, y));
    map<string, int> seen;
    queue<string> q;
    seen[a] = 0;
    q.push(a);
    while (!q.empty()) {
        string s = q.front();
        q.pop();
        int d = seen[s];
        if (s == b) {
            cout << d << endl;
            return 0;
        }
        if (d == 10) continue;
        for (size_t r = 0; r < rules.size(); r++) {
            const string &from = rules[r].first;
            for (size_t at = s.find(from); at != string::npos; at = s.find(from, at + 1)) {
                string t = s.substr(0, at) + rules[r].second + s.substr(at + from.size());
                if (!seen.count(t)) {
                    seen[t] = d + 1;
                    q.push(t);
                }
            }
        }
    }
    cout << "NO ANSWER!" << endl;
    return 0;
}
