import { describe, expect, it } from 'vitest';
import { readFeedText } from '../../src/integrations/feeds/parse';
import { MarkupTooDeepError } from '../../src/lib/markup-depth';
import { allowedTags, sanitizeHtml } from '../../src/lib/sanitize';
import { sanitizeFeedHtml } from '../../src/lib/sanitize-feed-html';
import * as corpus from '../fakes/feed-corpus';

/**
 * Differential test: the feed sanitiser (written on htmlparser2) against sanitize-html with the options of
 * sanitizeHtml, which it replaces for feed content. Outputs must be identical, byte for byte: no normalisation is
 * applied, so any difference (even one that lets less through) fails here and has to be looked at.
 */

const bases = [undefined, 'https://site.example/blog/post/', 'https://site.example'];

function expectSame(html: string): void {
  for (const base of bases) {
    let reference: string | Error;
    try {
      reference = sanitizeHtml(html, base);
    } catch (err) {
      reference = err as Error;
    }
    if (reference instanceof Error) {
      expect(() => sanitizeFeedHtml(html, base)).toThrow(reference.constructor as typeof Error);
      continue;
    }
    expect({ html, base, out: sanitizeFeedHtml(html, base) }).toEqual({ html, base, out: reference });
  }
}

/** Classic XSS vectors and the parser's odd corners. */
const vectors = [
  '<script>alert(1)</script>after',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="JaVaScRiPt:alert(1)"><img src=" javascript:alert(1)"><img src="jav&#x09;ascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//evil.example/x.png"><img src="\\\\evil.example/x.png"><img src="/\\evil.example/x.png">',
  '<img srcset="https://a.example/1.png 1x, javascript:alert(1) 2x" src="https://a.example/1.png">',
  '<svg onload=alert(1)><circle r="1"/></svg><svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math><svg><a xlink:href="javascript:alert(1)">x</a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a><a href="javascript&#58alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a><a href="java\nscript:alert(1)">x</a><a href="java\0script:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a><a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a><a href="java<!-- -->script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a><a href="livescript:x">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="mailto:a@b.example">m</a><a href="tel:+1">t</a><a href="ftp://x.example/">f</a>',
  '<a href="//evil.example/">x</a><a href="/\\evil.example/">x</a><a href="">empty</a><a>none</a>',
  '<a href="https://ok.example/" onmouseover="alert(1)" target="_self" rel="opener" title="t">hover</a>',
  '<a title="" href="https://ok.example/" REL="x" TARGET="y">up</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe><iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen frameborder="0" width="560" onload="x()">fallback <b>text</b></iframe>',
  '<iframe src="https://player.vimeo.com/video/1"><iframe src="/relative"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe><iframe src="https://evil.example@www.youtube.com/x"></iframe>',
  '<iframe src="https:/\\www.youtube.com/embed/x"></iframe><iframe src="relative://relative-site/x"></iframe>',
  '<iframe src="https://youtube.com/embed/x">unclosed',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example/"><input name="password"><button formaction="javascript:x">Go</button></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</div>',
  '<p style="text-align:center;color:red">a</p><p style="TEXT-ALIGN:CENTER">b</p><p style="text-align: left ; ">c</p>',
  '<p style="text-align:center !important">a</p><p style="text-align:/**/right">b</p><p style="font-family:\'A;B\';text-align:justify">c</p>',
  '<p style="text-align:center}body{color:red">a</p><p style="foo;text-align:center">b</p><p style=":;text-align:left">c</p>',
  '<p style="">a</p><p style>b</p><td style="text-align:right">c</td><li style="text-align:left">d</li><span style="text-align:left">e</span>',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/">',
  '<body onload=alert(1)>text</body><html><head><title>t</title></head></html>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]><p>after cdata</p>',
  '<?xml version="1.0"?><!DOCTYPE html><p>doc</p>',
  '<textarea><script>alert(1)</script></textarea><xmp><img src=x onerror=1></xmp><option>&lt;script&gt;</option>',
  '<title><img src=x onerror=alert(1)></title><plaintext><b>x</b>',
  '<p>unclosed <b>bold <i>italic <a href="https://x.example/">link',
  '</p></div></br><br/><hr><img/src="https://x.example/a.png"/>',
  '<ol start="3" data-align="center"><li>a<li>b</ol><ul data-align="evil"><li>c</ul><ol data-align="">d</ol>',
  '<time datetime="2026-01-01">t</time><abbr title="x">a</abbr><abbr title="">b</abbr><q cite="javascript:x">q</q>',
  '<td colspan="2" rowspan="">c</td><th colspan="x" onclick="y">h</th><table><tr><td>in</td></tr></table>',
  '<img alt="" src="https://x.example/a.png" width="" height="10" title="">',
  '<img alt src="https://x.example/a.png"><img src="https://x.example/a.png" src="javascript:x">',
  '<a href="https://x.example/?a=1&b=2&amp;c=3" title="a &quot;q&quot; <b> &amp; \' >">amp &amp; &lt;tag&gt; &#x3c;x&#x3e; & bare</a>',
  '<a "x"=1 a/b=2 href=https://x.example/>odd names</a><a href=\'https://x.example/\'>single</a>',
  '<p>&nbsp;&copy;&notanentity; &#0; &#xD800; &#1114112; text</p>',
  '<P CLASS="x" ID="y">Upper</P><B>bold</B><BR><IMG SRC="https://x.example/a.png">',
  '\u0000<p>nul\u0000in text</p>',
  '   <p>  padded  </p>   ',
  `${'<div>'.repeat(101)}deep${'</div>'.repeat(101)}`,
  `${'<b>'.repeat(99)}not too deep`,
];

describe('sanitizeFeedHtml gives exactly sanitize-html’s output', () => {
  it('on the XSS vectors', () => {
    for (const html of vectors) expectSame(html);
  });

  it('on the content of every feed fixture', () => {
    let compared = 0;
    for (const value of Object.values(corpus)) {
      const text = typeof value === 'string' ? value : typeof value === 'function' ? null : null;
      if (!text) continue;
      let feed: ReturnType<typeof readFeedText>;
      try {
        feed = readFeedText(text, 'https://fixture.example/feed.xml');
      } catch {
        continue; // the broken fixtures (bombs, truncation) have no content to compare
      }
      for (const { raw } of feed.entries) {
        for (const html of [raw.contentHtml, raw.description, raw.title]) {
          if (!html) continue;
          expectSame(html);
          compared++;
        }
      }
    }
    for (const html of [corpus.largeRssFeed(3), corpus.icsCalendar(new Date(0)), corpus.hostile]) {
      expectSame(html);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('on 3,000 generated tag soups (seeded)', () => {
    const random = seeded(0x5eed);
    for (let i = 0; i < 3_000; i++) expectSame(soup(random));
  });
});

describe('sanitizeFeedHtml', () => {
  it('refuses markup nested too deep, before parsing', () => {
    expect(() => sanitizeFeedHtml(`${'<b>'.repeat(200)}x`)).toThrow(MarkupTooDeepError);
  });

  it('writes only allowed tags, without handlers or script URLs, whatever the input', () => {
    const random = seeded(0xbad);
    const inputs = [...vectors.map((html) => html.slice(0, 400)), ...Array.from({ length: 500 }, () => soup(random))];
    for (const html of inputs) {
      // Every `<` of text is escaped on output, so each `<` left starts a tag the sanitiser wrote.
      for (const [tag] of sanitizeFeedHtml(html, 'https://site.example/').matchAll(/<[^>]*>/g)) {
        expect(allowedTags).toContain(/^<\/?([a-z0-9]+)/.exec(tag)?.[1]);
        // Attribute names only (values blanked): no handler, no inline frame document.
        expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\s(on\w+|srcdoc|xlink:href|formaction)\b/i);
        for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
          expect(url).toMatch(/^(https?:|mailto:|tel:)/);
        }
        // The one style kept is an alignment.
        const style = /\sstyle="([^"]*)"/.exec(tag)?.[1];
        if (style !== undefined) expect(style).toMatch(/^text-align:(left|center|right|justify)( !important)?$/);
      }
    }
  });
});

/** mulberry32: a small deterministic generator, so a failing soup can be reproduced. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const tags = [
  ...['p', 'a', 'img', 'iframe', 'b', 'div', 'span', 'ul', 'ol', 'li', 'td', 'th', 'tr', 'table', 'h2', 'time'],
  ...['abbr', 'br', 'hr', 'pre', 'blockquote', 'q', 'figure', 'script', 'style', 'svg', 'math', 'textarea'],
  ...['option', 'xmp', 'title', 'noscript', 'object', 'form', 'input', 'select', 'A', 'IMG', 'Script', 'foo:bar'],
];
const attributes = [
  ...['href', 'src', 'style', 'onerror', 'onclick', 'data-align', 'start', 'alt', 'title', 'width', 'height'],
  ...['allowfullscreen', 'frameborder', 'rel', 'target', 'srcset', 'cite', 'class', 'id', 'colspan', 'datetime'],
  ...['HREF', 'Src', 'xlink:href', '"x', 'a/b', 'formaction', 'srcdoc'],
];
const values = [
  ...['', 'https://ok.example/a?b=1&c=2', '/relative/path', 'relative', '//evil.example/', 'javascript:alert(1)'],
  ...['JAVASCRIPT:x', ' java\tscript:x', 'jav&#x09;ascript:x', '&#106;avascript:x', 'data:text/html,x', 'mailto:a@b'],
  ...['tel:1', 'https://www.youtube.com/embed/x', 'https://player.vimeo.com/v', 'http://www.youtube.com/x', 'center'],
  ...['left', 'evil', 'text-align:center', 'text-align: right;color:red', 'color:red', 'text-align:center !important'],
  ...['position:fixed', "font-family:'a;b'; text-align:left", '3', 'a "quoted" <b> & \' value', '&quot;&lt;&amp;'],
];
const texts = ['text', ' ', 'a &amp; b', '&lt;script&gt;', '&#x3c;b&#x3e;', ' & ', '<', '>', '"q"', '&nbsp;', '\n'];
const oddities = ['<!-- c -->', '<!--', '<![CDATA[x<b>]]>', '<?pi?>', '<!DOCTYPE x>', '</br>', '</p>', '< p>', '<>'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function attributeText(random: () => number): string {
  const name = pick(random, attributes);
  const value = pick(random, values);
  const quoting = random();
  if (quoting < 0.15) return ` ${name}`;
  if (quoting < 0.3) return ` ${name}=${value.replace(/[\s>]/g, '')}`;
  if (quoting < 0.45) return ` ${name}='${value.replace(/'/g, '')}'`;
  return ` ${name}="${value.replace(/"/g, '&quot;')}"`;
}

/** A random document of tags, attributes, text and parser oddities, nested and often not closed. */
function soup(random: () => number): string {
  const open: string[] = [];
  let html = '';
  const parts = 3 + Math.floor(random() * 25);
  for (let i = 0; i < parts; i++) {
    const roll = random();
    if (roll < 0.35) {
      const tag = pick(random, tags);
      let attrs = '';
      const count = Math.floor(random() * 4);
      for (let j = 0; j < count; j++) attrs += attributeText(random);
      html += `<${tag}${attrs}${random() < 0.1 ? '/' : ''}>`;
      open.push(tag);
    } else if (roll < 0.55 && open.length > 0) {
      const tag = random() < 0.8 ? (open.pop() as string) : pick(random, tags);
      html += `</${tag}>`;
    } else if (roll < 0.9) {
      html += pick(random, texts);
    } else {
      html += pick(random, oddities);
    }
  }
  return html;
}
