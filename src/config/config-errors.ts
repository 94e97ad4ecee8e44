/**
 * Turns schema issues into plain sentences that name the file, the JSON path and the problem:
 * `sites/acme.json -> locations[1].contact_detail.phone: expected a string, got a number`.
 */
import type { core } from 'zod';

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

/** The problem part of one issue, in words a dealer's ops engineer can act on. */
export function describeIssue(issue: core.$ZodIssue): string {
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
      return `does not match any allowed shape${issue.note ? ` (${issue.note})` : ''}: ${unionHint(issue)}`;
    default:
      return issue.message;
  }
}

function unionHint(issue: core.$ZodIssueInvalidUnion): string {
  const branches = issue.errors.map((branch) => branch.map((i) => `${formatJsonPath(i.path)}: ${describeIssue(i)}`).join('; '));
  return branches.map((b, i) => `option ${i + 1}: ${b}`).join(' | ');
}

/** One line per issue, each starting with the file and the JSON path. */
export function formatConfigIssues(file: string, issues: readonly core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${file} -> ${formatJsonPath(issue.path)}: ${describeIssue(issue)}`);
}
