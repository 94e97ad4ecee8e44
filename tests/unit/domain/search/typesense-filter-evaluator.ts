/**
 * A small model of Typesense's `filter_by` semantics, for the subset of the syntax stock-filter.ts
 * emits, written independently of it so that a property test can check the filter string against
 * the predicate. Anything outside the subset throws, so a change in the emitted syntax fails loudly.
 *
 * Subset (per the Typesense docs, "Tips for filtering" and the search API's filter_by):
 *   expr       := and ('||' and)*          (&& binds tighter than ||)
 *   and        := primary ('&&' primary)*
 *   primary    := '(' expr ')' | comparison
 *   comparison := field ':' ('=' | '!=' | '>') operand
 *   operand    := '[' value (',' value)* ']' | value
 *   value      := '`' any characters but a backtick '`' | bare characters up to , ] ) & | or space
 * Strings compare as Typesense's tokenizer indexes them: case folded, accents dropped, symbols
 * removed, words split on whitespace. A null or missing field matches no comparison.
 */

type Node =
  | { kind: 'or' | 'and'; left: Node; right: Node }
  | { kind: 'compare'; field: string; op: '=' | '!=' | '>'; values: { text: string; quoted: boolean }[] };

type Document = Readonly<Record<string, string | number | boolean | null>>;

class Parser {
  #at = 0;
  readonly #source: string;

  constructor(source: string) {
    this.#source = source;
  }

  parse(): Node {
    const node = this.#or();
    this.#spaces();
    if (this.#at !== this.#source.length) this.#fail('end of filter');
    return node;
  }

  #fail(expected: string): never {
    throw new SyntaxError(`expected ${expected} at ${this.#at} in ${this.#source}`);
  }

  #spaces(): void {
    while (this.#source[this.#at] === ' ') this.#at += 1;
  }

  #eat(token: string): boolean {
    this.#spaces();
    if (this.#source.startsWith(token, this.#at)) {
      this.#at += token.length;
      return true;
    }
    return false;
  }

  #or(): Node {
    let node = this.#and();
    while (this.#eat('||')) node = { kind: 'or', left: node, right: this.#and() };
    return node;
  }

  #and(): Node {
    let node = this.#primary();
    while (this.#eat('&&')) node = { kind: 'and', left: node, right: this.#primary() };
    return node;
  }

  #primary(): Node {
    if (this.#eat('(')) {
      const node = this.#or();
      if (!this.#eat(')')) this.#fail(')');
      return node;
    }
    this.#spaces();
    const field = /^[a-z_]+/.exec(this.#source.slice(this.#at))?.[0];
    if (field === undefined) this.#fail('a field name');
    this.#at += field.length;
    if (!this.#eat(':')) this.#fail(':');
    const op = this.#eat('!=') ? '!=' : this.#eat('=') ? '=' : this.#eat('>') ? '>' : this.#fail('=, != or >');
    const values: { text: string; quoted: boolean }[] = [];
    if (this.#eat('[')) {
      do values.push(this.#value());
      while (this.#eat(','));
      if (!this.#eat(']')) this.#fail(']');
    } else {
      values.push(this.#value());
    }
    return { kind: 'compare', field, op, values };
  }

  #value(): { text: string; quoted: boolean } {
    this.#spaces();
    if (this.#source[this.#at] === '`') {
      const end = this.#source.indexOf('`', this.#at + 1);
      if (end < 0) this.#fail('a closing backtick');
      const text = this.#source.slice(this.#at + 1, end);
      this.#at = end + 1;
      return { text, quoted: true };
    }
    const text = /^[^,\])&| ]+/.exec(this.#source.slice(this.#at))?.[0];
    if (text === undefined) this.#fail('a value');
    this.#at += text.length;
    return { text, quoted: false };
  }
}

/** Parses a filter_by string of the subset above. */
export function parseFilterBy(filterBy: string): Node {
  return new Parser(filterBy).parse();
}

const tokens = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .join(' ');

function equals(field: string | number | boolean, value: { text: string; quoted: boolean }): boolean {
  if (typeof field === 'number') {
    if (value.quoted || !/^-?\d+$/.test(value.text)) throw new TypeError(`${value.text} is not a number`);
    return field === Number(value.text);
  }
  if (typeof field === 'boolean') {
    if (value.text !== 'true' && value.text !== 'false') throw new TypeError(`${value.text} is not a boolean`);
    return field === (value.text === 'true');
  }
  return tokens(field) === tokens(value.text);
}

function evaluate(node: Node, doc: Document): boolean {
  if (node.kind !== 'compare') {
    return node.kind === 'or'
      ? evaluate(node.left, doc) || evaluate(node.right, doc)
      : evaluate(node.left, doc) && evaluate(node.right, doc);
  }
  if (!(node.field in doc)) throw new ReferenceError(`unknown field ${node.field}`);
  const field = doc[node.field];
  if (field === null || field === undefined) return false;
  switch (node.op) {
    case '=':
      return node.values.some((value) => equals(field, value));
    case '!=':
      return node.values.every((value) => !equals(field, value));
    case '>': {
      const [value] = node.values;
      if (typeof field !== 'number' || node.values.length !== 1 || value === undefined) throw new TypeError('> takes one number');
      return field > Number(value.text);
    }
  }
}

/** Whether a document matches a filter_by string, as Typesense would decide (for the subset above). */
export function matchesFilterBy(filterBy: string, doc: Document): boolean {
  return evaluate(parseFilterBy(filterBy), doc);
}
