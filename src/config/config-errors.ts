/**
 * Turns schema issues into plain sentences that name the file, the JSON path and the problem:
 * `sites/acme.json -> locations[1].contact_detail.phone: expected a string, got a number`.
 */
import { z, type core } from 'zod';

/** `['locations', 1, 'address', 'city']` -> `locations[1].address.city`; the root is `(root)`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '(root)' : out;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function quoteAll(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/**
 * The message the schema itself gave for this issue (`.min(2, 'expected at least 2 makes')`), or
 * undefined when the issue carries Zod's stock wording, which we replace with our own below.
 */
function schemaMessage(issue: core.$ZodIssue): string | undefined {
  const stock = z.config().localeError?.(issue as core.$ZodRawIssue);
  const stockText = typeof stock === 'string' ? stock : stock?.message;
  return issue.message !== stockText ? issue.message : undefined;
}

/** The problem part of one issue, in words a dealer's ops engineer can act on. */
export function describeIssue(issue: core.$ZodIssue): string {
  const own = issue.code === 'custom' || issue.code === 'invalid_format' ? undefined : schemaMessage(issue);
  if (own !== undefined) return own;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `is required (expected ${typeNames[issue.expected] ?? issue.expected})`;
      return `expected ${typeNames[issue.expected] ?? issue.expected}, got ${describeValue(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `expected ${quoteAll(issue.values)}, got ${describeValue(issue.input)}`
        : `expected one of ${quoteAll(issue.values)}, got ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${quoteAll(issue.keys)} (check the spelling)`;
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : `expected at least ${issue.minimum} characters`;
      return `expected ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}, got ${describeValue(issue.input)}`;
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${issue.maximum} items`;
      if (issue.origin === 'string') return `expected at most ${issue.maximum} characters`;
      return `expected ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}, got ${describeValue(issue.input)}`;
    case 'invalid_format':
      if (issue.format === 'regex') return `${issue.message}, got ${describeValue(issue.input)}`;
      return `expected a valid ${issue.format === 'url' ? 'URL' : issue.format === 'email' ? 'e-mail address' : issue.format}, got ${describeValue(issue.input)}`;
    case 'invalid_union':
      if (issue.inclusive === false) return `matches more than one allowed shape (options ${issue.matches.map((i) => i + 1).join(', ')})`;
      return `does not match any allowed shape: ${unionHint(issue.errors)}`;
    default:
      return issue.message;
  }
}

/** Why each option of a union failed; paths are relative to the union's own value. */
function unionHint(branchIssues: readonly (readonly core.$ZodIssue[])[]): string {
  const branches = branchIssues.map((branch) =>
    branch.map((i) => (i.path.length === 0 ? describeIssue(i) : `${formatJsonPath(i.path)}: ${describeIssue(i)}`)).join('; '),
  );
  if (branches.length > 0 && branches.every((b) => b === branches[0])) return branches[0] ?? '';
  return branches.map((b, i) => `option ${i + 1}: ${b}`).join(' | ');
}

/** One line per issue, each starting with the file and the JSON path. */
export function formatConfigIssues(file: string, issues: readonly core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${file} -> ${formatJsonPath(issue.path)}: ${describeIssue(issue)}`);
}
