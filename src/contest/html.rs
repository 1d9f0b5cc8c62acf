//! `results.html`: the contest's table as one self-contained page (no file or network beside
//! it). A column's heading sorts the table by it (again: the other way); a problem's cell opens
//! its cases below the table: each case's verdict, time, memory and message (the first
//! difference for a wrong answer), the subtasks' points, and the compiler's lines for a
//! compile error. Every name and message is escaped: a contestant named `<script>` is text.
//!
//! For a program reading the page: each contestant's row is `tr.contestant` with
//! `data-contestant`, its total `td.total` with `data-score`, each cell `td.cell` with
//! `data-problem` and `data-score`.

use super::results::{cell_text, Results};
use super::score::shown;
use super::Status;
use crate::text::markup;
use std::fmt::Write as _;

const STYLE: &str = "body{font-family:system-ui,'Noto Sans CJK SC','Microsoft YaHei',sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:0.5em 0}
th,td{border:1px solid #ccc;padding:0.25em 0.6em;text-align:right}
td.name,th.name,.cases td.message{text-align:left}
th{background:#f3f3f3;cursor:pointer;user-select:none}
td.cell{cursor:pointer}
td.cell:hover,td.cell.open{background:#eef4ff}
.full{color:#1a7f37;font-weight:600}.zero{color:#b42318}
.note{color:#666;font-size:0.85em}
.AC{color:#1a7f37}.WA{color:#b42318}.TLE{color:#9a6700}.MLE{color:#8250df}.RE,.OLE{color:#0969da}.skipped,.CE{color:#666}
pre{background:#f6f6f6;padding:0.6em;overflow:auto;max-width:100%}
.detail{border-top:2px solid #ccc;margin-top:1em}";

const SCRIPT: &str = "(function(){
var table=document.getElementById('standings');
var body=table.tBodies[0];
var heads=table.tHead.rows[0].cells;
for(var i=0;i<heads.length;i++){(function(col){
 heads[col].addEventListener('click',function(){
  var numeric=heads[col].getAttribute('data-kind')==='number';
  var down=heads[col].getAttribute('data-order')!=='down';
  for(var k=0;k<heads.length;k++){heads[k].removeAttribute('data-order');}
  heads[col].setAttribute('data-order',down?'down':'up');
  var rows=Array.prototype.slice.call(body.rows);
  rows.sort(function(a,b){
   var x=a.cells[col],y=b.cells[col],r;
   if(numeric){r=parseFloat(x.getAttribute('data-score'))-parseFloat(y.getAttribute('data-score'));}
   else{r=x.textContent.localeCompare(y.textContent);}
   return down?-r:r;});
  rows.forEach(function(row){body.appendChild(row);});
 });})(i);}
var cells=document.querySelectorAll('td.cell');
for(var j=0;j<cells.length;j++){cells[j].addEventListener('click',function(){
 var id=this.getAttribute('data-detail');
 var open=document.querySelectorAll('.detail');
 for(var k=0;k<open.length;k++){open[k].hidden=open[k].id!==id||!open[k].hidden;}
 var shown=document.querySelectorAll('td.cell');
 for(var k=0;k<shown.length;k++){shown[k].classList.toggle('open',shown[k].getAttribute('data-detail')===id&&!document.getElementById(id).hidden);}
 var panel=document.getElementById(id);if(!panel.hidden){panel.scrollIntoView();}
});}
})();";

/// The whole page.
pub fn page(results: &Results) -> String {
    let title = if results.title.is_empty() {
        "Contest results".to_string()
    } else {
        results.title.to_string()
    };
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"zh-CN\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n<title>{}</title>\n<style>\n{}\n</style>\n</head>\n<body>\n<h1>{}</h1>\n<p class=\"note\">judged by judge (bfs-puzzles); {}. Click a heading to sort, a score to see its cases.</p>\n",
        markup(&title),
        STYLE,
        markup(&title),
        markup(&results.containment)
    );
    out.push_str("<table id=\"standings\">\n<thead><tr><th data-kind=\"number\">#</th><th class=\"name\" data-kind=\"text\">contestant</th>");
    for problem in results.problems {
        let _ = write!(
            out,
            "<th data-kind=\"number\" title=\"{}\">{} /{}</th>",
            markup(&problem.label),
            markup(&problem.rule.name),
            problem.rule.score
        );
    }
    out.push_str("<th data-kind=\"number\">total</th></tr></thead>\n<tbody>\n");
    for (r, row) in results.rows.iter().enumerate() {
        let _ = write!(
            out,
            "<tr class=\"contestant\" data-contestant=\"{}\"><td data-score=\"{}\">{}</td><td class=\"name\">{}</td>",
            markup(&row.name),
            row.rank,
            row.rank,
            markup(&row.name)
        );
        for (p, ((cell, points), problem)) in row.cells.iter().zip(results.problems).enumerate() {
            let class = if points.total == f64::from(problem.rule.score) && points.total > 0.0 {
                " full"
            } else if points.total == 0.0 {
                " zero"
            } else {
                ""
            };
            let _ = write!(
                out,
                "<td class=\"cell{}\" data-problem=\"{}\" data-score=\"{}\" data-detail=\"cell-{}-{}\">{}</td>",
                class,
                markup(&problem.rule.name),
                shown(points.total),
                r,
                p,
                markup(&cell_text(cell.status, points.total))
            );
        }
        let _ = writeln!(
            out,
            "<td class=\"total\" data-score=\"{}\">{}</td></tr>",
            shown(row.total),
            shown(row.total)
        );
    }
    out.push_str("</tbody>\n</table>\n");
    for (r, row) in results.rows.iter().enumerate() {
        for (p, ((cell, points), problem)) in row.cells.iter().zip(results.problems).enumerate() {
            let _ = write!(
                out,
                "<section class=\"detail\" id=\"cell-{}-{}\" hidden>\n<h2>{} — {}: {} / {}</h2>\n",
                r,
                p,
                markup(&row.name),
                markup(&problem.rule.name),
                shown(points.total),
                problem.rule.score
            );
            let _ = writeln!(
                out,
                "<p>{}{}</p>",
                markup(cell.status.code()),
                cell.source
                    .as_deref()
                    .map_or(String::new(), |s| format!(": {}", markup(s)))
            );
            if !cell.message.is_empty() {
                let _ = writeln!(out, "<p>{}</p>", markup(&cell.message));
            }
            if !cell.compile_log.is_empty() {
                let _ = writeln!(
                    out,
                    "<pre class=\"compile-log\">{}</pre>",
                    markup(&cell.compile_log)
                );
            }
            if cell.status == Status::Judged {
                out.push_str("<table class=\"subtasks\"><tr><th>subtask</th><th>points</th><th>earned</th></tr>");
                for (subtask, earned) in problem.subtasks.iter().zip(&points.subtasks) {
                    let _ = write!(
                        out,
                        "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
                        markup(&subtask.name),
                        shown(subtask.points),
                        shown(*earned)
                    );
                }
                out.push_str("</table>\n<table class=\"cases\"><tr><th>case</th><th>verdict</th><th>time</th><th>memory</th><th>message</th></tr>\n");
                for case in &cell.cases {
                    let verdict = case.verdict.map_or("skipped", |v| v.code());
                    let _ = writeln!(
                        out,
                        "<tr><td class=\"name\">{}</td><td class=\"{}\">{}</td><td>{}</td><td>{}</td><td class=\"message\">{}</td></tr>",
                        markup(&case.name),
                        verdict,
                        verdict,
                        if case.verdict.is_some() { format!("{} ms", case.time_ms) } else { String::new() },
                        case.memory_kib.map_or(String::new(), |m| format!("{:.1} MiB", m as f64 / 1024.0)),
                        markup(&case.message)
                    );
                }
                out.push_str("</table>\n");
            }
            out.push_str("</section>\n");
        }
    }
    let _ = write!(out, "<script>\n{}\n</script>\n</body>\n</html>\n", SCRIPT);
    out
}
