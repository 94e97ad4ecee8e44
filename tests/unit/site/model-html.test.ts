import { describe, expect, it } from 'vitest';
import { sanitizeModelHtml } from '../../../src/site/model-html.ts';

describe('sanitizeModelHtml', () => {
  it('keeps the allowlisted structure of a catalogue description', () => {
    const html = '<p>Roomy <strong>and</strong> <em>quick</em>.</p><h3>The range</h3><ul><li>One</li></ul><ol><li>Two</li></ol><h4>Note</h4><p>a<br>b</p>';
    expect(sanitizeModelHtml(html)).toBe('<p>Roomy <strong>and</strong> <em>quick</em>.</p><h3>The range</h3><ul><li>One</li></ul><ol><li>Two</li></ol><h4>Note</h4><p>a<br />b</p>');
  });

  it.each([
    ['a script, with its contents', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p><img src="x" onerror="alert(1)">', '<p>Hi</p>'],
    ['a style attribute and element', '<p style="color:red">Hi</p><style>p{}</style>', '<p>Hi</p>'],
    ['a tag outside the allowlist, keeping its words', '<div><p>Big</p><span class="x">text</span></div>', '<p>Big</p>text'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (_rule, html, expected) => {
    expect(sanitizeModelHtml(html)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://insecure.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['mailto:someone@example.com'],
  ])('drops a link to %s but keeps its words', (href) => {
    expect(sanitizeModelHtml(`<p><a href="${href}">Read</a></p>`)).toBe('<p>Read</p>');
  });

  it('keeps site-relative and https links, and only their href', () => {
    expect(sanitizeModelHtml('<a href="/models/golf" target="_blank" class="x">Golf</a>')).toBe('<a href="/models/golf">Golf</a>');
    expect(sanitizeModelHtml('<a href="https://www.vw.example/golf" title="t">VW</a>')).toBe('<a href="https://www.vw.example/golf">VW</a>');
  });

  it('escapes text that looks like markup once parsed', () => {
    expect(sanitizeModelHtml('<p>5 &lt; 6 &amp; "ok"</p>')).toBe('<p>5 &lt; 6 &amp; "ok"</p>');
  });

  it('starts its headings at h3, under the page\'s "About" h2', () => {
    expect(sanitizeModelHtml('<h2>Range</h2><h3>Grades</h3>')).toBe('<h3>Range</h3><h4>Grades</h4>');
  });

  it('keeps the markup whole when a refused link comes before a kept one', () => {
    expect(sanitizeModelHtml('<p><a href="javascript:alert(1)">bad</a> and <a href="/contact">ask</a></p>')).toBe('<p>bad and <a href="/contact">ask</a></p>');
  });
});
