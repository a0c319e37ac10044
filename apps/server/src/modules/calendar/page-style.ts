/**
 * The events page's stylesheet: system fonts, one column up to 760 px, light and dark schemes, logical sides (so
 * right-to-left publications read naturally), links at least 44 px tall to tap. Inline in the page: no request to
 * another origin, and the product's CSP already allows inline styles.
 */
export const EVENTS_PAGE_CSS = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--text:#1f2937;--muted:#4b5563;--border:#e5e7eb;--accent:#1d4ed8;--accent-text:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#111827;--card:#1f2937;--text:#f3f4f6;--muted:#cbd5e1;--border:#374151;--accent:#93c5fd;--accent-text:#0b1220}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-text-size-adjust:100%}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
header{margin-bottom:24px}
.publication{margin:0;color:var(--muted);font-weight:600;font-size:15px}
h1{margin:4px 0 4px;font-size:32px;line-height:1.2}
.zone{margin:0 0 16px;color:var(--muted);font-size:14px}
.subscribe{display:flex;flex-wrap:wrap;gap:8px}
.button{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border:1px solid var(--border);border-radius:8px;background:var(--card);color:var(--text);text-decoration:none;font-weight:600;font-size:15px}
.button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
.button:focus-visible,.action:focus-visible,.title-link:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.events{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.event{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:16px 20px}
.when{margin:0;color:var(--muted);font-weight:700;font-size:14px;text-transform:none}
h2{margin:4px 0 6px;font-size:20px;line-height:1.3;overflow-wrap:anywhere}
.title-link{color:var(--text);text-decoration:underline;text-decoration-thickness:1px;text-underline-offset:3px}
.where,.price{margin:0 0 4px;color:var(--muted);font-size:15px}
.summary{margin:8px 0 0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:4px 20px;margin:8px 0 0}
.action{display:inline-flex;align-items:center;min-height:44px;color:var(--accent);font-weight:600;text-decoration:underline;text-underline-offset:3px}
.empty{background:var(--card);border:1px dashed var(--border);border-radius:12px;padding:24px;color:var(--muted)}
@media (min-width:768px){main{padding:48px 24px 64px}h1{font-size:40px}.event{padding:20px 24px}}
`;
