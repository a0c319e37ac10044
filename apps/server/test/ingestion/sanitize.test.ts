import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizedHtmlToText, sanitizeHtml, truncateText } from '../../src/lib/sanitize';

/** Classic XSS vectors: each must come out without anything that could run. */
const hostileHtml = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example/"><input name="password"><button>Go</button></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</div>',
  '<style>body{display:none}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example/" onmouseover="alert(1)">hover</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
];

const dangerous = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe(?![^>]*youtube)/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<style/i,
  /<link/i,
  /<meta/i,
  /<base/i,
  /<svg/i,
  /position\s*:/i,
  /srcdoc/i,
];

describe('sanitizeHtml: hostile corpus', () => {
  for (const html of hostileHtml) {
    it(`neutralises ${html.slice(0, 60)}`, () => {
      const clean = sanitizeHtml(html);
      for (const pattern of dangerous) expect(clean).not.toMatch(pattern);
    });
  }
});

describe('sanitizeHtml: what survives', () => {
  it('keeps formatting, lists, tables, quotes and images', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote><table><tr><td colspan="2">c</td></tr></table><img src="https://img.example/a.png" alt="A">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote><table><tr><td colspan="2">c</td></tr></table><img src="https://img.example/a.png" alt="A" />',
    );
  });

  it('links open in a new tab with rel="noopener noreferrer nofollow", whatever the source said', () => {
    expect(sanitizeHtml('<a href="https://x.example/" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.example/" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps YouTube and Vimeo embeds, drops other iframes entirely', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe><iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="https://evil.example/"></iframe>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('src="https://www.youtube.com/embed/abc"');
    expect(clean).toContain('src="https://player.vimeo.com/video/1"');
    expect(clean).not.toContain('evil.example');
    expect(clean.match(/<iframe/g)).toHaveLength(2);
  });

  it('keeps only text-align among styles', () => {
    expect(sanitizeHtml('<p style="text-align:center;color:red">x</p>')).toBe('<p style="text-align:center">x</p>');
  });

  it('resolves relative URLs against the base URL', () => {
    expect(sanitizeHtml('<a href="../a">a</a><img src="b.png">', 'https://site.example/blog/post/')).toBe(
      '<a href="https://site.example/blog/a" rel="noopener noreferrer nofollow" target="_blank">a</a><img src="https://site.example/blog/post/b.png" />',
    );
  });
});

describe('htmlToText', () => {
  it('drops tags and script/style contents, decodes entities, separates blocks, collapses whitespace', () => {
    expect(htmlToText('<p>a &amp; b</p><p>c&lt;d&gt;</p><script>evil()</script><style>p{}</style>x<br>y')).toBe(
      'a & b c<d> x y',
    );
  });

  it('reads a bare ampersand as itself, exactly as the HTML parser does', () => {
    const texts = [
      'Town & its people',
      'Fish & chips &  more\n\tnext',
      'R&D > Q&A "quoted" 5 & 6',
      'AT&T &copy 2026',
      'a &#38; b &',
    ];
    for (const text of texts) {
      // An empty element makes the same text go through the HTML parser.
      expect(htmlToText(text)).toBe(htmlToText(`${text}<i></i>`));
    }
    expect(htmlToText('Town &  its people ')).toBe('Town & its people');
  });

  it('is empty for empty input', () => {
    expect(htmlToText('')).toBe('');
  });
});

describe('truncateText', () => {
  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    const out = truncateText('alpha beta gamma delta epsilon', 20);
    expect(out).toBe('alpha beta gamma…');
    expect(out.length).toBeLessThanOrEqual(20);
  });

  it('leaves short text alone', () => {
    expect(truncateText('short', 20)).toBe('short');
  });
});

describe('sanitizedHtmlToText', () => {
  it('gives the same text as htmlToText on sanitized output', () => {
    const samples = [
      '<p>a &amp; b</p><p>c&lt;d&gt; "q"</p><script>x()</script>',
      '<ul><li>one</li><li>two &nbsp; three</li></ul><a href="https://x.example/?a=1&b=2" title="a > b">link</a>',
      '<img src="https://x.example/a.png" alt="<b>"> after <br> line',
    ];
    for (const html of samples) {
      const clean = sanitizeHtml(html);
      expect(sanitizedHtmlToText(clean)).toBe(htmlToText(clean));
    }
  });
});
