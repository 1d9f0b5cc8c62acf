"use strict";
// The study page of `judge trace --html`: draws the trace in the JSON element `#trace`.
// Boards and charts are players (first, previous, play, next, last, a slider; arrow keys
// drive the one last touched). `#step=N` opens the first stepper at board N; `#selftest`
// clicks through everything and writes what was shown into `pre#selftest`. Ask mode (a
// button, off by default) stops before each step that has a question, lets the learner pick,
// then shows the step, and keeps a score.
var errors = [];
window.addEventListener("error", function (e) { errors.push(String(e.message)); });
(function () {
  var original = console.error;
  console.error = function () {
    errors.push(Array.prototype.join.call(arguments, " "));
    original.apply(console, arguments);
  };
})();

var trace = JSON.parse(document.getElementById("trace").textContent);
var page = document.getElementById("page");
var players = [];
var active = null;
var PLAY_MS = 700;
var asking = false;
var score = { right: 0, asked: 0 };
var scoreShown = null;

function el(tag, cls, text) {
  var node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

// A count grouped by thousands, the groups joined by a narrow no-break space (U+202F) so a
// number never wraps.
function num(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
}

// Text with `code` spans, built as nodes (never as markup).
function rich(tag, cls, text) {
  var node = el(tag, cls);
  text.split("`").forEach(function (part, i) {
    node.appendChild(i % 2 ? el("code", "", part) : document.createTextNode(part));
  });
  return node;
}

function button(label, cls, title) {
  var b = el("button", cls, label);
  b.type = "button";
  if (title) b.title = title;
  return b;
}

// Controls over `count` steps; `show(k)` draws step k; `asks[k]`, if any, is the question
// ask mode puts before step k.
function player(root, count, show, noun, asks) {
  var state = { at: 0, timer: null, root: root, count: count, asks: asks || [], answered: {}, pending: null };
  var bar = el("div", "controls");
  var first = button("«", "first", "first " + noun);
  var prev = button("◀ prev", "prev", "previous " + noun + " (←)");
  var play = button("▶ play", "play", "play");
  var next = button("next ▶", "next", "next " + noun + " (→)");
  var last = button("»", "last", "last " + noun);
  var range = el("input");
  range.type = "range";
  range.min = 0;
  range.max = Math.max(count - 1, 0);
  range.setAttribute("aria-label", noun);
  [first, prev, play, next, last, range].forEach(function (c) { bar.appendChild(c); });
  root.appendChild(bar);
  var quiz = el("div", "question");
  quiz.hidden = true;
  root.appendChild(quiz);
  state.quiz = quiz;
  function stop() {
    if (state.timer !== null) clearInterval(state.timer);
    state.timer = null;
    play.textContent = "▶ play";
  }
  state.stop = stop;
  state.go = function (k, keepQuestion) {
    if (!keepQuestion) {
      state.pending = null;
      quiz.hidden = true;
    }
    state.at = Math.max(0, Math.min(count - 1, k));
    show(state.at);
    range.value = state.at;
    first.disabled = prev.disabled = state.at === 0;
    next.disabled = last.disabled = state.at === count - 1;
  };
  state.step = function (d) {
    stop();
    if (d === 1 && askFirst(state, state.at + 1)) return;
    state.go(state.at + d);
  };
  state.toggle = function () {
    if (state.timer !== null) return stop();
    if (state.at === count - 1) state.go(0);
    play.textContent = "❚❚ pause";
    state.timer = setInterval(function () {
      if (state.at >= count - 1 || askFirst(state, state.at + 1)) stop(); else state.go(state.at + 1);
    }, PLAY_MS);
  };
  first.onclick = function () { stop(); state.go(0); };
  last.onclick = function () { stop(); state.go(count - 1); };
  prev.onclick = function () { state.step(-1); };
  next.onclick = function () { state.step(1); };
  play.onclick = function () { state.toggle(); };
  range.oninput = function () { stop(); state.go(Number(range.value)); };
  root.addEventListener("pointerdown", function () { active = state; });
  root.addEventListener("focusin", function () { active = state; });
  players.push(state);
  if (active === null) active = state;
  return state;
}

// In ask mode, before step k: puts up its question (true), unless it has none or was answered.
function askFirst(state, k) {
  var question = state.asks[k];
  if (!asking || k >= state.count || !question || state.answered[k]) return false;
  if (state.pending !== k) putQuestion(state, k, question);
  return true;
}

function putQuestion(state, k, question) {
  var quiz = state.quiz;
  quiz.textContent = "";
  quiz.hidden = false;
  state.pending = k;
  quiz.appendChild(rich("p", "prompt", question.prompt));
  var choices = el("div", "choices");
  var verdict = el("p", "verdict");
  var buttons = question.choices.map(function (choice) {
    var b = button("", "choice");
    b.dataset.right = choice.right;
    if (choice.board) {
      var holder = el("div", "holder");
      drawBoard(holder, choice.board);
      b.appendChild(holder);
    }
    b.appendChild(el("span", "label", choice.label));
    var note = el("span", "note", choice.note);
    note.hidden = true;
    b.appendChild(note);
    choices.appendChild(b);
    return b;
  });
  buttons.forEach(function (b, i) {
    b.onclick = function () {
      if (state.answered[k]) return;
      var right = question.choices[i].right;
      state.answered[k] = true;
      score.asked += 1;
      if (right) score.right += 1;
      buttons.forEach(function (other, j) {
        other.disabled = true;
        other.classList.toggle("right", question.choices[j].right);
        other.querySelector(".note").hidden = !question.choices[j].note;
      });
      b.classList.add(right ? "picked" : "wrong");
      verdict.textContent = (right ? "Right. " : "Not this one. ") + question.why;
      showScore();
      state.go(k, true);
    };
  });
  quiz.appendChild(choices);
  quiz.appendChild(verdict);
}

function showScore() {
  if (scoreShown) scoreShown.textContent = "score: " + score.right + " of " + score.asked;
}

function drawBoard(holder, grid) {
  holder.textContent = "";
  var cols = Math.max.apply(null, grid.rows.map(function (r) { return r.length; }));
  var board = el("div", grid.ring ? "board ring" : "board");
  board.style.setProperty("--cols", cols);
  var marked = {};
  grid.marked.forEach(function (m) { marked[m[0] + "," + m[1]] = true; });
  var n = grid.rows[0].length;
  grid.rows.forEach(function (row, r) {
    row.forEach(function (text, c) {
      var cls = "cell" + (text === "." ? " blank" : "") + (marked[r + "," + c] ? " moved" : "");
      var cell = el("div", cls, text === "." ? "" : text);
      cell.dataset.row = r;
      cell.dataset.text = text;
      if (grid.ring) {
        var angle = (c / n) * 2 * Math.PI - Math.PI / 2;
        cell.style.left = 50 + 38 * Math.cos(angle) + "%";
        cell.style.top = 50 + 38 * Math.sin(angle) + "%";
        var plate = el("span", "plate", String(c));
        plate.style.left = 50 + 49 * Math.cos(angle) + "%";
        plate.style.top = 50 + 49 * Math.sin(angle) + "%";
        board.appendChild(plate);
      }
      board.appendChild(cell);
    });
  });
  if (grid.ring) board.appendChild(el("div", "centre", "plates 0–" + (n - 1) + ", clockwise"));
  holder.appendChild(board);
}

// The last word of a caption names its move (`3 u`, `jump 4: 7`).
function moveName(caption, k) {
  if (k === 0) return caption;
  var words = caption.trim().split(/\s+/);
  return words[words.length - 1];
}

// A few boards (a pair, a path of one or two moves) side by side, without controls.
function gallerySection(section) {
  var root = el("section", "gallery");
  root.appendChild(rich("h2", "", section.title));
  var row = el("div", "stage");
  section.boards.forEach(function (grid) {
    var item = el("div", "item");
    var holder = el("div", "holder");
    drawBoard(holder, grid);
    item.appendChild(holder);
    item.appendChild(el("p", "caption", grid.caption));
    item.appendChild(el("p", "detail mono", grid.detail));
    row.appendChild(item);
  });
  root.appendChild(row);
  page.appendChild(root);
  return root;
}

function boardsSection(section, index) {
  var root = el("section", "stepper");
  root.dataset.boards = index;
  root.appendChild(rich("h2", "", section.title));
  var boards = section.boards;
  var stage = el("div", "stage");
  var holder = el("div", "holder");
  var info = el("div", "info");
  var caption = el("p", "caption");
  var detail = el("p", "detail mono");
  info.appendChild(caption);
  info.appendChild(detail);
  stage.appendChild(holder);
  stage.appendChild(info);
  root.appendChild(stage);
  var chips = el("div", "chips");
  var chipButtons = boards.map(function (grid, k) {
    var chip = button(moveName(grid.caption, k), "chip", grid.caption);
    chips.appendChild(chip);
    return chip;
  });
  page.appendChild(root);
  var state = player(root, boards.length, function (k) {
    drawBoard(holder, boards[k]);
    caption.textContent = (boards.length > 1 ? "step " + k + " of " + (boards.length - 1) + ": " : "") + boards[k].caption;
    detail.textContent = boards[k].detail;
    chipButtons.forEach(function (chip, i) { chip.classList.toggle("at", i === k); });
  }, "board");
  chipButtons.forEach(function (chip, k) {
    chip.onclick = function () { state.step(k - state.at); };
  });
  root.appendChild(chips);
  var marks = boards.some(function (grid) { return grid.marked.length > 0; });
  if (marks) root.appendChild(el("p", "active-hint", "In orange: the cell that just moved."));
  state.asks = boards.map(function (grid) { return grid.ask; });
  state.go(0);
  return state;
}

function chartSection(chart, index) {
  var root = el("section", "chart");
  root.dataset.chart = index;
  root.appendChild(rich("h2", "", chart.title));
  var legend = el("div", "legend");
  chart.series.forEach(function (s, i) {
    var item = el("span", "", s.name);
    item.style.setProperty("--c", "var(--s" + (i % 4) + ")");
    legend.appendChild(item);
  });
  if (chart.marked.length) legend.appendChild(el("span", "marked", chart.marked_note));
  root.appendChild(legend);
  var levels = Math.max.apply(null, chart.series.map(function (s) { return s.values.length; }).concat([0]));
  var largest = Math.max.apply(null, chart.series.map(function (s) { return Math.max.apply(null, s.values.concat([1])); }));
  // The steps: the chart's own order, or a level at a time.
  var order = chart.order.length ? chart.order : Array.from({ length: levels }, function (_, l) {
    return chart.series.map(function (_, s) { return [s, l]; }).filter(function (p) { return p[1] < chart.series[p[0]].values.length; });
  });
  var isMarked = {};
  chart.marked.forEach(function (m) { isMarked[m[0] + "," + m[1]] = true; });
  var grid = el("div", "levels");
  var bars = {};
  var status = el("p", "caption");
  for (var l = 0; l < levels; l++) {
    var rowMarked = chart.series.some(function (_, s) { return isMarked[s + "," + l]; });
    grid.appendChild(el("div", "level" + (rowMarked ? " row-marked" : ""), String(l)));
    var cell = el("div", "bars");
    chart.series.forEach(function (s, i) {
      var bar = el("div", "bar" + (isMarked[i + "," + l] ? " marked" : ""));
      bar.style.setProperty("--c", "var(--s" + (i % 4) + ")");
      if (l < s.values.length) {
        var fill = el("i");
        fill.style.width = Math.max(0.3, (s.values[l] / largest) * 78) + "%";
        bar.appendChild(fill);
        bar.appendChild(el("b", "", num(s.values[l]) + (isMarked[i + "," + l] ? " ◀" : "")));
        bars[i + "," + l] = bar;
      }
      cell.appendChild(bar);
    });
    grid.appendChild(cell);
  }
  root.appendChild(status);
  page.appendChild(root);
  var state = player(root, order.length, function (k) {
    var shown = {};
    order.slice(0, k + 1).forEach(function (step) { step.forEach(function (p) { shown[p[0] + "," + p[1]] = true; }); });
    Object.keys(bars).forEach(function (key) {
      bars[key].classList.toggle("hidden", !shown[key]);
      bars[key].classList.remove("new");
    });
    var told = order[k].map(function (p) {
      var bar = bars[p[0] + "," + p[1]];
      if (bar) bar.classList.add("new");
      var s = chart.series[p[0]];
      return s.name + ", " + chart.level + " " + p[1] + ": " + (s.values[p[1]] === undefined ? "?" : num(s.values[p[1]]));
    });
    status.textContent = "step " + k + " of " + (order.length - 1) + " — " + told.join("; ");
  }, "step", chart.asks);
  root.appendChild(grid);
  state.go(order.length - 1);
  return state;
}

// Searches side by side, a column each, grown together a row (layer, expansion, iteration)
// of each per step, with what each has touched so far.
function compareSection(section, index) {
  var root = el("section", "compare");
  root.dataset.compare = index;
  root.appendChild(rich("h2", "", section.title));
  page.appendChild(root);
  var steps = Math.max.apply(null, section.runs.map(function (r) { return r.rows.length; }).concat([1]));
  var largest = Math.max.apply(null, section.runs.map(function (r) {
    return Math.max.apply(null, r.rows.map(function (row) { return row[1]; }).concat([1]));
  }));
  var columns = el("div", "runs");
  var views = section.runs.map(function (run, i) {
    var column = el("div", "run");
    column.style.setProperty("--c", "var(--s" + (i % 4) + ")");
    column.appendChild(rich("h3", "", run.name));
    column.appendChild(rich("p", "how", run.how));
    var touched = el("p", "touched");
    column.appendChild(touched);
    var found = rich("p", "found", run.found);
    column.appendChild(found);
    var rows = el("div", "rows");
    var rowViews = run.rows.map(function (row) {
      var line = el("div", "row");
      line.appendChild(el("span", "label", row[0]));
      var bar = el("span", "bar");
      var fill = el("i");
      fill.style.width = Math.max(0.5, (row[1] / largest) * 100) + "%";
      bar.appendChild(fill);
      line.appendChild(bar);
      line.appendChild(el("b", "", num(row[1])));
      rows.appendChild(line);
      return line;
    });
    column.appendChild(rows);
    columns.appendChild(column);
    return { run: run, touched: touched, rows: rowViews, found: found };
  });
  var state = player(root, steps, function (k) {
    views.forEach(function (view) {
      var sum = 0;
      view.rows.forEach(function (line, i) {
        line.classList.toggle("hidden", i > k);
        if (i <= k) sum += view.run.rows[i][1];
      });
      var done = k >= view.run.rows.length - 1;
      view.touched.textContent = "touched: " + num(sum) + (done ? " " + section.things : " so far");
      view.found.classList.toggle("hidden", !done);
    });
  }, "step", section.asks);
  root.appendChild(columns);
  state.go(steps - 1);
  return state;
}

function factsSection(section) {
  var root = el("section", "facts");
  root.appendChild(rich("h2", "", section.title));
  var list = el("dl");
  section.facts.forEach(function (f) {
    list.appendChild(rich("dt", "", f[0]));
    list.appendChild(rich("dd", "mono", f[1]));
  });
  root.appendChild(list);
  page.appendChild(root);
}

var name = trace.command.split(/\s+/)[2] || "the solution";
page.appendChild(el("p", "", name + " prints:"));
page.appendChild(el("pre", "answer", trace.answer.replace(/\n$/, "")));
if (trace.notes) page.appendChild(el("p", "notes", trace.notes));
var steppers = [];
var galleries = [];
var charts = [];
var compares = [];
var GALLERY = 3;
trace.sections.forEach(function (section) {
  if (section.kind === "text") {
    section.text.split("\n").forEach(function (line) { page.appendChild(rich("p", "", line)); });
  } else if (section.kind === "boards" && section.boards.length <= GALLERY) galleries.push(gallerySection(section));
  else if (section.kind === "boards") steppers.push(boardsSection(section, steppers.length));
  else if (section.kind === "chart") charts.push(chartSection(section, charts.length));
  else if (section.kind === "facts") factsSection(section);
  else if (section.kind === "compare") compares.push(compareSection(section, compares.length));
});
// The ask-mode button and score, above the first section, where any stepper asks.
if (players.some(function (state) { return state.asks.some(Boolean); })) {
  var askBar = el("div", "askbar");
  var toggle = button("Ask me first: off", "ask-toggle", "stop before each step and ask what comes next");
  toggle.setAttribute("aria-pressed", "false");
  scoreShown = el("span", "score");
  showScore();
  askBar.appendChild(toggle);
  askBar.appendChild(scoreShown);
  askBar.appendChild(el("span", "active-hint", "Predict before you see: the next board, a layer's size, the side that grows."));
  page.insertBefore(askBar, page.querySelector("section"));
  toggle.onclick = function () {
    asking = !asking;
    toggle.textContent = "Ask me first: " + (asking ? "on" : "off");
    toggle.setAttribute("aria-pressed", String(asking));
    // Asking starts every stepper that asks from its beginning; stopping puts questions away.
    players.forEach(function (state) {
      state.stop();
      if (!state.asks.some(Boolean)) return;
      state.go(asking ? 0 : state.at);
    });
  };
}
if (players.length) {
  page.appendChild(el("p", "active-hint", "← and → step the board (or the chart last touched); Home and End jump to the ends."));
}

document.addEventListener("keydown", function (e) {
  if (!active || e.target.tagName === "INPUT" || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "ArrowRight") active.step(1);
  else if (e.key === "ArrowLeft") active.step(-1);
  else if (e.key === "Home") active.step(-active.at);
  else if (e.key === "End") active.step(active.count - 1 - active.at);
  else return;
  e.preventDefault();
});

var wanted = /^#step=(\d+)$/.exec(location.hash);
if (wanted && steppers.length) steppers[0].go(Number(wanted[1]));

// What a board shows: its cells row by row, rows split by ` / `, the moved cell in brackets.
function shown(state) { return shownIn(state.root); }
function shownIn(holder) {
  var rows = [];
  holder.querySelectorAll(".cell").forEach(function (cell) {
    var r = Number(cell.dataset.row);
    rows[r] = rows[r] || [];
    rows[r].push(cell.classList.contains("moved") ? "[" + cell.dataset.text + "]" : cell.dataset.text);
  });
  return rows.map(function (r) { return r.join(" "); }).join(" / ");
}

function selftest() {
  var lines = [];
  function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })); }
  // Boards sections in order: a gallery's boards as they stand, a stepper's by clicking.
  var sections = document.querySelectorAll("section.gallery, section.stepper");
  sections.forEach(function (root, i) {
    if (root.classList.contains("gallery")) {
      root.querySelectorAll(".holder").forEach(function (holder, k) {
        lines.push("boards " + i + " step " + k + ": " + shownIn(holder));
      });
      return;
    }
    var state = steppers.filter(function (s) { return s.root === root; })[0];
    active = state;
    root.querySelector("button.first").click();
    for (var k = 0; ; k++) {
      lines.push("boards " + i + " step " + k + ": " + shown(state));
      var next = root.querySelector("button.next");
      if (next.disabled) break;
      next.click();
    }
    key("ArrowLeft");
    lines.push("boards " + i + " ArrowLeft: " + shown(state));
    root.querySelector("button.prev").click();
    lines.push("boards " + i + " prev: " + shown(state));
    key("ArrowRight");
    lines.push("boards " + i + " ArrowRight: " + shown(state));
    var chips = root.querySelectorAll(".chips button");
    chips[chips.length - 1].click();
    lines.push("boards " + i + " last chip: " + shown(state));
  });
  charts.forEach(function (state, i) {
    var root = state.root;
    root.querySelector("button.first").click();
    var counts = [];
    for (;;) {
      counts.push(root.querySelectorAll(".bar:not(.hidden) i").length);
      var next = root.querySelector("button.next");
      if (next.disabled) break;
      next.click();
    }
    lines.push("chart " + i + " bars shown by step: " + counts.join(" "));
    lines.push("chart " + i + " marked bars: " + root.querySelectorAll(".bar.marked i").length);
  });
  compares.forEach(function (state, i) {
    state.root.querySelector("button.last").click();
    state.root.querySelectorAll(".run").forEach(function (column) {
      lines.push("compare " + i + " " + column.querySelector("h3").textContent + ": " + column.querySelector(".touched").textContent);
    });
  });
  numbersTest(lines);
  askTest(lines);
  var report = el("pre");
  report.id = "selftest";
  function finish() {
    lines.push("errors: " + (errors.length ? errors.join(" | ") : "none"));
    lines.push("done");
    report.textContent = lines.join("\n");
    document.body.appendChild(report);
  }
  if (!steppers.length) return finish();
  // Play from the start: after as many ticks as there are moves, the last board.
  var first = steppers[0];
  first.root.querySelector("button.first").click();
  first.root.querySelector("button.play").click();
  setTimeout(function () {
    lines.push("first stepper after play: step " + first.at + " of " + (first.count - 1));
    finish();
  }, PLAY_MS * first.count + PLAY_MS / 2);
}

// Numbers grouped by thousands: none split by a breaking space, none drawn across two lines;
// and no heading that speaks of brackets where the page marks in orange.
function numbersTest(lines) {
  var split = 0;
  var wrapped = 0;
  var walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentNode.closest("h1, pre.answer")) continue;
    var text = node.textContent;
    var grouped = /(^|[^\w])(\d{1,3}(?:[ \u202f]\d{3})+)(?![\w])/g;
    for (var m = grouped.exec(text); m; m = grouped.exec(text)) {
      if (/ /.test(m[2])) split += 1;
      var range = document.createRange();
      var at = m.index + m[1].length;
      range.setStart(node, at);
      range.setEnd(node, at + m[2].length);
      var tops = {};
      Array.prototype.forEach.call(range.getClientRects(), function (r) { tops[Math.round(r.top)] = true; });
      if (Object.keys(tops).length > 1) wrapped += 1;
      grouped.lastIndex = at + m[2].length;
    }
  }
  lines.push("numbers split by a breaking space: " + split + ", drawn across lines: " + wrapped);
  var brackets = Array.prototype.filter.call(page.querySelectorAll("h2"), function (h) { return /in brackets/.test(h.textContent); });
  lines.push("headings that say brackets: " + brackets.length);
}

// Ask mode: on, each stepper that asks back at its start; at its first question a wrong pick,
// at its second a right one, the score after each; then off.
function askTest(lines) {
  var toggle = document.querySelector("button.ask-toggle");
  var askers = players.filter(function (state) { return state.asks.some(Boolean); });
  if (!toggle) return lines.push("ask mode: no button, " + askers.length + " steppers ask");
  toggle.click();
  lines.push(toggle.textContent + ", at steps " + askers.map(function (state) { return state.at; }).join(" "));
  askers.forEach(function (state) {
    var data = state.root.dataset;
    var name = data.boards !== undefined ? "boards " + data.boards : data.chart !== undefined ? "chart " + data.chart : "compare " + data.compare;
    var asked = [];
    state.asks.forEach(function (question, k) { if (question) asked.push(k); });
    asked.slice(0, 2).forEach(function (k, n) {
      state.go(k - 1);
      state.root.querySelector("button.next").click();
      var buttons = Array.prototype.slice.call(state.quiz.querySelectorAll("button.choice"));
      var right = buttons.filter(function (b) { return b.dataset.right === "true"; });
      lines.push("ask " + name + " before step " + k + ": " + (state.quiz.hidden ? "no question" : buttons.length + " choices, " + right.length + " right") + ", showing step " + state.at);
      var wrong = buttons.filter(function (b) { return b.dataset.right !== "true"; });
      var pick = n === 0 && wrong.length ? wrong[0] : right[0];
      pick.click();
      lines.push("ask picked " + (pick.dataset.right === "true" ? "right" : "wrong") + ": " + scoreShown.textContent + ", showing step " + state.at);
    });
  });
  toggle.click();
  lines.push(toggle.textContent);
}

if (location.hash === "#selftest") selftest();
