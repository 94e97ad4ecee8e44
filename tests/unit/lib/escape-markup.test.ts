import { describe, expect, it } from 'vitest';
import { escapeMarkup, stripForbiddenMarkupChars } from '../../../src/lib/escape-markup.ts';

describe('escapeMarkup: one escaper for HTML text, HTML attributes and XML', () => {
  it.each([
    ['an ampersand becomes &amp;', 'Ben & Co', 'Ben &amp; Co'],
    ['angle brackets become &lt; and &gt;, so no tag and no ]]> gets through', '<script>]]>', '&lt;script&gt;]]&gt;'],
    ['a double quote becomes &quot;, so a quoted attribute cannot be closed', 'say "hi"', 'say &quot;hi&quot;'],
    ["an apostrophe becomes &#39;, which HTML and XML both read (HTML 4 has no &apos;)", "O'Brien", 'O&#39;Brien'],
    ['a carriage return becomes &#13;, so XML line-end normalisation keeps it', 'a\r\nb', 'a&#13;\nb'],
    ['tab and line feed stay as they are', 'a\tb\nc', 'a\tb\nc'],
    ['characters neither language allows are removed', 'a\u0000b\u0007c\u000Bd\uFFFEe', 'abcde'],
    ['a lone surrogate is removed, a surrogate pair (🚗) is kept', 'x\uDC00y\uD83D\uDE97z\uD800', 'xy🚗z'],
    ['text with nothing to escape comes back unchanged', '(03) 5550 1100', '(03) 5550 1100'],
  ])('%s', (_rule, text, escaped) => {
    expect(escapeMarkup(text)).toBe(escaped);
  });

  it('escapes an ampersand once, so a reference in the text stays readable as typed', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
});

describe('stripForbiddenMarkupChars', () => {
  it('removes C0 controls but tab, line feed and carriage return, lone surrogates and U+FFFE/U+FFFF', () => {
    expect(stripForbiddenMarkupChars('a\u0000b\tc\nd\re\u0007f\uDC00g\uD83D\uDE97h\uFFFF')).toBe('ab\tc\nd\ref' + 'g\uD83D\uDE97h');
  });
});
