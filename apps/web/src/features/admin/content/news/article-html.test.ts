import { describe, expect, it } from 'vitest';
import { isArticleLink, toArticleHtml } from './article-html.ts';

describe('toArticleHtml', () => {
  it('keeps what the server keeps', () => {
    const html =
      '<h2>Điểm</h2><ul><li><p>CLB 7</p></li></ul><ol start="3"><li><p>a</p></li></ol>' +
      '<p><a href="https://www.canada.ca/">IRCC</a> <a href="/news/1">tin</a></p><img src="/api/images/a.png" alt="Bản đồ">';
    expect(toArticleHtml(html)).toBe(html);
  });

  it('drops styles, classes, data attributes, unsafe links and images without a source', () => {
    expect(
      toArticleHtml(
        '<h1 class="x">T</h1><p style="color:red" data-id="1">a<script>x()</script></p>' +
          '<a href="javascript:alert(1)">b</a><pre><code class="language-js">c</code></pre><img alt="no source"><ol type="a"><li>d</li></ol>',
      ),
    ).toBe('T<p>a</p><a>b</a><pre><code>c</code></pre><ol><li>d</li></ol>');
  });
});

describe('isArticleLink', () => {
  it.each(['https://www.canada.ca/', 'http://a.b', '/news/1', 'mailto:hi@maplebridge.vn', 'tel:+84 28 7300'])(
    'accepts %s',
    (url) => expect(isArticleLink(url)).toBe(true),
  );
  it.each(['javascript:alert(1)', '//evil.example', 'www.canada.ca', 'ftp://x', ''])('refuses %s', (url) =>
    expect(isArticleLink(url)).toBe(false),
  );
});
