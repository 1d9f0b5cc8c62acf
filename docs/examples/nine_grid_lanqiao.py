# A plain contestant's solution to Lanqiao PREV-19 (九宫重排) in Python, for trying the checker:
#   judge docs/examples/nine_grid_lanqiao.py PREV-19
# One start/target pair, `.` as the blank, as PREV-19 gives them.
import sys
from collections import deque

start, target = sys.stdin.read().split()[:2]
dist = {start: 0}
queue = deque([start])
while queue:
    s = queue.popleft()
    if s == target:
        print(dist[s])
        break
    b = s.index(".")
    for c in (b - 3, b + 3, b - 1 if b % 3 else -1, b + 1 if b % 3 < 2 else -1):
        if 0 <= c < 9:
            t = list(s)
            t[b], t[c] = t[c], t[b]
            t = "".join(t)
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
else:
    print(-1)
