import { describe, expect, it } from 'vitest';
import { sanitizeMarkdownHtml, siteMarkdownHtml } from '../../../src/site/markdown-html.ts';
import { FeaturesSchema } from '../../../src/config/site-config-schema.ts';

const anyLink = () => true;

describe('sanitizeMarkdownHtml', () => {
  it('keeps the text structure Markdown gives: headings, lists, emphasis, quotes and code', () => {
    const html = '<h2>Why</h2><ul><li><strong>a</strong> <em>b</em></li></ul><ol><li>c</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr>';
    expect(sanitizeMarkdownHtml(html, anyLink)).toBe(html.replace('<hr>', '<hr />'));
  });

  it('moves the headings so the top one is an h2, under the page\'s own h1, keeping their steps', () => {
    expect(sanitizeMarkdownHtml('<h1>Title</h1><h2>Part</h2>', anyLink)).toBe('<h2>Title</h2><h3>Part</h3>');
    expect(sanitizeMarkdownHtml('<p>Intro</p><h3>Before you go</h3><h4>Tyres</h4>', anyLink)).toBe('<p>Intro</p><h2>Before you go</h2><h3>Tyres</h3>');
    expect(sanitizeMarkdownHtml('<h2>A</h2><h3>B</h3>', anyLink)).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('drops scripts, styles, iframes, images, event handlers and classes, keeping plain words', () => {
    const html = '<p class="x" onclick="alert(1)">Hi<script>alert(1)</script><style>p{}</style><iframe src="https://e.example"></iframe><img src="/a.png" alt="a"></p><div>there</div>';
    expect(sanitizeMarkdownHtml(html, anyLink)).toBe('<p>Hi</p>there');
  });

  it('keeps links to safe targets the site accepts; others keep only their words', () => {
    const linkable = (href: string) => href !== '/careers';
    expect(sanitizeMarkdownHtml('<a href="/service" title="t">Book</a>', linkable)).toBe('<a href="/service">Book</a>');
    expect(sanitizeMarkdownHtml('<a href="https://vw.example/">VW</a>', linkable)).toBe('<a href="https://vw.example/">VW</a>');
    expect(sanitizeMarkdownHtml('<a href="/careers">Jobs</a>', linkable)).toBe('Jobs');
    expect(sanitizeMarkdownHtml('<a href="javascript:alert(1)">x</a>', linkable)).toBe('x');
    expect(sanitizeMarkdownHtml('<a href="//evil.example/">y</a>', linkable)).toBe('y');
    expect(sanitizeMarkdownHtml('<a href="http://plain.example/">z</a>', linkable)).toBe('z');
  });
});

describe('siteMarkdownHtml', () => {
  it('unlinks pages the site switches off and renders nothing for an entry without HTML', () => {
    const site = { features: FeaturesSchema.parse({ pages: { service: false } }) };
    expect(siteMarkdownHtml({ html: '<p><a href="/service">Book</a> or <a href="/contact">ask</a></p>' }, site)).toBe('<p>Book or <a href="/contact">ask</a></p>');
    expect(siteMarkdownHtml(undefined, site)).toBe('');
  });
});
