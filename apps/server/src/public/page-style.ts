/**
 * The pages' only stylesheet, inline (no request, no script): readable type at 390 px and at
 * 1280 px, tables that scroll on their own on a phone, and a dark scheme that follows the reader's.
 */
export const PAGE_CSS = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#fff;--line:#d1d9e0;--soft:#f6f8fa;--link:#0b57d0;--mark:#8a4b00;--mark-bg:#fff4e0;--ok:#1a7f37;--bad:#cf222e}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9aa6b2;--bg:#0d1117;--line:#30363d;--soft:#161b22;--link:#7cb3ff;--mark:#f0b35c;--mark-bg:#2d2110;--ok:#56d364;--bad:#ff7b72}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.65 system-ui,-apple-system,"Segoe UI","PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
a{color:var(--link);text-underline-offset:2px}
.wrap{max-width:60rem;margin:0 auto;padding:0 1rem}
header.top{border-bottom:1px solid var(--line);background:var(--soft)}
header.top .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding-top:.6rem;padding-bottom:.6rem}
.brand{font-weight:600;color:var(--fg);text-decoration:none;margin-right:auto}
form.search{display:flex;gap:.4rem;width:100%;max-width:28rem}
form.search input{flex:1;min-width:0;font:inherit;padding:.35rem .6rem;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}
form.search button{font:inherit;padding:.35rem .9rem;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);cursor:pointer}
main.wrap{padding-top:1.5rem;padding-bottom:2rem}
h1{font-size:1.75rem;line-height:1.3;margin:.2rem 0 .3rem}
h2{font-size:1.25rem;margin:2rem 0 .6rem;padding-bottom:.25rem;border-bottom:1px solid var(--line)}
h3{font-size:1.05rem;margin:1.2rem 0 .4rem}
.sub{color:var(--muted);margin:0 0 1rem}
.latin,i{font-style:italic}
dl.facts{display:grid;grid-template-columns:minmax(7rem,13rem) 1fr;gap:.35rem 1rem;margin:0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;overflow-wrap:anywhere}
@media (max-width:600px){dl.facts{grid-template-columns:1fr;gap:0}dl.facts dt{margin-top:.6rem}h1{font-size:1.5rem}}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
table{border-collapse:collapse;width:100%;font-size:.94rem}
th,td{border:1px solid var(--line);padding:.35rem .55rem;text-align:left;vertical-align:top}
th{background:var(--soft);font-weight:600}
td.num{text-align:right;white-space:nowrap}
td.nowrap{white-space:nowrap}
@media (max-width:600px){table.cards thead{display:none}table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:100%}table.cards tr{border:1px solid var(--line);border-radius:6px;margin:0 0 .6rem;padding:.35rem 0}table.cards td{border:0;padding:.1rem .6rem}table.cards td::before{content:attr(data-label);display:block;color:var(--muted);font-size:.8rem}table.cards td.nowrap{white-space:normal}}
.zh-mark{display:inline-block;font-size:.72rem;line-height:1.2;padding:.05rem .3rem;margin-left:.35rem;border:1px solid var(--mark);color:var(--mark);background:var(--mark-bg);border-radius:4px;vertical-align:.1em;font-style:normal}
.state{white-space:nowrap}
.state-verified{color:var(--ok)}
.state-disputed{color:var(--bad)}
.note{color:var(--muted);font-size:.9rem}
.callout{border-left:4px solid var(--mark);background:var(--mark-bg);padding:.5rem .8rem;margin:.5rem 0 1rem}
ul.plain{padding-left:1.2rem;margin:.3rem 0}
ul.plain li{margin:.15rem 0}
.cite{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:.6rem .8rem;overflow-wrap:anywhere;font-size:.92rem}
footer{border-top:1px solid var(--line);color:var(--muted);font-size:.9rem;padding:1rem 0 2rem}
.pre{white-space:pre-line}
`
  .replace(/\n/g, '')
  .trim();
