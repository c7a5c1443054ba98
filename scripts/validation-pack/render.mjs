// The validation document in HTML and PDF: the run (commit, date, engines, Node), the totals,
// then each requirement with its clause, its words in both languages and each mapped test's runs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const VERDICT = {
  met: ['met', '满足'],
  failed: ['FAILED', '未通过'],
  missing: ['test missing', '缺少测试'],
  'not-covered': ['not covered', '未覆盖'],
};

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const verdictText = (v) => VERDICT[v].join(' / ');

/** "sqlite: passed, postgres: passed", from the engine each run's name carries. */
const runsText = (runs) =>
  runs.length
    ? runs.map((x) => `${/\[(sqlite|postgres)\]/.exec(x.name)?.[1] ?? 'run'}: ${x.status}`).join(', ')
    : 'did not run';

export function renderHtml({ run, results, summary, about }) {
  const rows = results
    .map((r) => {
      const tests = r.tests.length
        ? r.tests
            .map(
              (t) =>
                `<li class="${t.state}"><code>${esc(t.file)}</code> — ${esc(t.name)}: ${esc(runsText(t.runs))}</li>`,
            )
            .join('')
        : '<li class="missing">No automated test maps to this requirement. / 暂无自动化测试。</li>';
      return `<section class="req ${r.verdict}"><h2>${esc(r.id)} <span class="clause">ISO/IEC 17025 §${esc(r.clause)}</span> <span class="verdict">${verdictText(r.verdict)}</span></h2>
<p lang="en">${esc(r.en)}</p><p lang="zh-CN">${esc(r.zh)}</p><ul>${tests}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Yaoshi software validation ${esc(run.commit.slice(0, 12))}</title>
<style>
body{font:15px/1.5 system-ui,"Noto Sans SC",sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .6rem;text-align:left}
.req{border-top:1px solid #ddd;margin-top:1rem}.clause{font-weight:normal;color:#555;font-size:.8em}
.verdict{font-size:.8em;padding:0 .4em;border-radius:3px;background:#e8f5e9}
.failed .verdict,.missing .verdict,.not-covered .verdict{background:#fdecea}
li.failed,li.missing{color:#a8071a}code{font-size:.85em}
</style></head><body>
<h1>Software validation — Yaoshi laboratory <span lang="zh-CN">软件确认记录</span></h1>
<p>${esc(about)}</p>
<table><tbody>
<tr><th>Commit / 提交</th><td><code>${esc(run.commit)}</code>${run.dirty ? ' (with uncommitted changes / 含未提交修改)' : ''}</td></tr>
<tr><th>Date / 日期</th><td>${esc(run.date)}</td></tr>
<tr><th>Engines / 数据库</th><td>${esc(run.engines.join(', '))}</td></tr>
<tr><th>Node.js</th><td>${esc(run.node)}</td></tr>
<tr><th>Result / 结论</th><td>${summary.met} of ${summary.requirements} requirements met; ${summary.failed} failed; ${summary.missing} with a test missing; ${summary.notCovered} not covered — ${summary.runs} test runs</td></tr>
</tbody></table>
${rows}
</body></html>
`;
}

/** The same document as a PDF, with the Noto Sans SC font the server ships for reports. */
export async function renderPdf({ run, results, summary, about }, file, serverDir) {
  const require = createRequire(path.join(serverDir, 'package.json'));
  const PDFDocument = require('pdfkit');
  const font = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Yaoshi software validation ${run.commit.slice(0, 12)}` },
  });
  const done = new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
  });
  doc.registerFont('body', font);
  doc.font('body').fontSize(16).text('Software validation — Yaoshi laboratory 软件确认记录');
  doc.moveDown(0.5).fontSize(9).fillColor('#333').text(about);
  doc.moveDown(0.5).fontSize(10).fillColor('#000');
  doc.text(`Commit / 提交: ${run.commit}${run.dirty ? ' (with uncommitted changes)' : ''}`);
  doc.text(`Date / 日期: ${run.date}    Engines / 数据库: ${run.engines.join(', ')}    Node.js ${run.node}`);
  doc.text(
    `Result / 结论: ${summary.met} of ${summary.requirements} requirements met; ${summary.failed} failed; ${summary.missing} with a test missing; ${summary.notCovered} not covered (${summary.runs} test runs)`,
  );
  for (const r of results) {
    doc
      .moveDown(0.8)
      .fontSize(11)
      .fillColor(r.verdict === 'met' ? '#135200' : '#a8071a');
    doc.text(`${r.id}  §${r.clause}  ${verdictText(r.verdict)}`);
    doc.fontSize(9).fillColor('#000').text(r.en).text(r.zh);
    if (!r.tests.length)
      doc.fillColor('#a8071a').text('No automated test maps to this requirement. / 暂无自动化测试。');
    for (const t of r.tests) {
      const runs = runsText(t.runs);
      doc.fillColor(t.state === 'passed' ? '#444' : '#a8071a').text(`• ${t.file} — ${t.name}: ${runs}`, { indent: 10 });
    }
  }
  doc.end();
  await done;
}
