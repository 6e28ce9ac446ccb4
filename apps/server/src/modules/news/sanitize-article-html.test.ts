import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

/** Payloads from the OWASP XSS filter evasion cheat sheet and browser-quirk collections. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="//evil.example/">x</a>',
  '<img src="//evil.example/x.png">',
];

const DANGEROUS =
  /<script|<style|<object|<embed|<form|<meta|<link|<base|<svg|<math|\son\w+=|javascript:|vbscript:|data:|srcdoc|style=|evil\.example/i;

describe('sanitizeArticleHtml', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    expect(sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`)).not.toMatch(DANGEROUS);
  });

  it('keeps the markup an article needs', () => {
    const html =
      '<h2>Tiêu đề</h2><p>Đoạn <strong>đậm</strong> và <em>nghiêng</em>.</p><ul><li>một</li></ul>' +
      '<ol start="2"><li>hai</li></ol><blockquote>trích dẫn</blockquote>' +
      '<table><thead><tr><th scope="col">CRS</th></tr></thead><tbody><tr><td>520</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('opens outside links in a new tab without an opener, keeps site links as they are', () => {
    expect(sanitizeArticleHtml('<a href="https://www.canada.ca/">IRCC</a><a href="/news">tin</a>')).toBe(
      '<a href="https://www.canada.ca/" target="_blank" rel="noopener noreferrer">IRCC</a><a href="/news">tin</a>',
    );
  });

  it('drops an image or embed whose source is only spaces (a browser reads it as none)', () => {
    // Found by the fuzz test: <img src=" "> kept an empty box.
    expect(sanitizeArticleHtml('<p>a</p><img src=" "><iframe src="\t\n"></iframe>')).toBe('<p>a</p>');
  });

  it('keeps https images (lazy) and video embeds from allowed hosts only', () => {
    expect(sanitizeArticleHtml('<img src="https://www.canada.ca/a.jpg" alt="a">')).toBe(
      '<img src="https://www.canada.ca/a.jpg" alt="a" loading="lazy" />',
    );
    expect(sanitizeArticleHtml('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>')).toContain(
      'youtube-nocookie.com/embed/x',
    );
    expect(sanitizeArticleHtml('<p>a</p><iframe src="http://www.youtube.com/embed/x"></iframe>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeArticleHtml('<iframe src="https://evil.example/"></iframe><img src="javascript:x">')).toBe(
      '',
    );
  });
});
