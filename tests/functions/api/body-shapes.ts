/**
 * Request bodies built on the fields a route knows. The fields are those of a good body and those
 * the route's yup schemas describe (so a field added to a schema is sent wrong without anyone
 * listing it here). A body is a good one with:
 * - one field (a nested object's field, or the object itself) wrong or missing, so the rest carry
 *   it past every check before the one that should refuse it;
 * - one text field holding what the database cannot store (NUL, a lone surrogate) or other awkward
 *   text around its good value;
 * - many fields null;
 * - or many fields wrong at once.
 * A wrong value is one of the field's own type (awkward text, an awkward number, one of the values
 * its schema allows), or a value of any JSON type: null, true/false, numbers, texts, lists, objects.
 */
import fc from 'fast-check';
import type { SchemaFieldDescription } from 'yup';
import { anyJsonValue, awkwardNumber, awkwardText } from './awkward-values.ts';

/** What a field of a body holds: a leaf's good and wrong values, or the fields of an object. */
type Field =
  | { readonly kind: 'leaf'; readonly good: fc.Arbitrary<unknown>; readonly wrong: fc.Arbitrary<unknown>; readonly goodText: string | undefined }
  | { readonly kind: 'object'; readonly fields: Shape; readonly inGood: boolean };

/** The fields of a body, by name. */
export type Shape = ReadonlyMap<string, Field>;

/** A field's place in a body: its names from the top. */
type FieldPath = readonly string[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describedFields(description: SchemaFieldDescription): Readonly<Record<string, SchemaFieldDescription>> {
  return 'fields' in description ? description.fields : {};
}

/** A value of the type a schema names, or one of the values it allows when it lists them. */
function typedValue(description: SchemaFieldDescription): fc.Arbitrary<unknown> {
  const allowed = 'oneOf' in description ? description.oneOf.filter((value) => value !== undefined && value !== null) : [];
  return allowed.length > 0 ? fc.oneof(fc.constantFrom(...allowed), ofType(description.type)) : ofType(description.type);
}

/** A value of a yup type: plain or awkward. */
function ofType(type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return fc.oneof(fc.string(), awkwardText);
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 200_000 }), awkwardNumber);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fc.oneof(fc.string(), awkwardText), { maxLength: 3 });
    default:
      return anyJsonValue;
  }
}

/** A value of the good value's own type: for a text, awkward text or the good text with awkward text around it. */
function likeGood(good: unknown): fc.Arbitrary<unknown> {
  switch (typeof good) {
    case 'string':
      return fc.oneof(awkwardText, fc.tuple(awkwardText, awkwardText).map(([before, after]) => `${before}${good}${after}`));
    case 'number':
      return awkwardNumber;
    case 'boolean':
      return fc.boolean();
    default:
      return anyJsonValue;
  }
}

/** The shape of a body: the fields of `good` and of the schema descriptions, each with its values. */
export function shapeOf(good: Readonly<Record<string, unknown>>, descriptions: readonly SchemaFieldDescription[]): Shape {
  const names = new Set([...Object.keys(good), ...descriptions.flatMap((description) => Object.keys(describedFields(description)))]);
  const shape = new Map<string, Field>();
  for (const name of names) {
    const described = descriptions.flatMap((description) => describedFields(description)[name] ?? []);
    const goodValue = Object.hasOwn(good, name) ? good[name] : undefined;
    if (isPlainObject(goodValue) || described.some((description) => Object.keys(describedFields(description)).length > 0)) {
      shape.set(name, { kind: 'object', fields: shapeOf(isPlainObject(goodValue) ? goodValue : {}, described), inGood: goodValue !== undefined });
      continue;
    }
    // A field only a schema names (another lead source's, say) is absent from the good body, and sent when it is the one made wrong.
    const wrong = fc.oneof(...(goodValue === undefined ? [] : [likeGood(goodValue)]), ...described.map(typedValue), anyJsonValue);
    shape.set(name, { kind: 'leaf', good: fc.constant(goodValue), wrong, goodText: typeof goodValue === 'string' ? goodValue : undefined });
  }
  return shape;
}

/** A field's wrong values: of its own type or any, null (the commonest), or missing (undefined leaves it out). */
function wrongOrMissing(field: Field): fc.Arbitrary<unknown> {
  const wrong = field.kind === 'leaf' ? field.wrong : anyJsonValue;
  return fc.oneof({ weight: 3, arbitrary: wrong }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant(undefined) });
}

/** How a body is made wrong: a field's value (undefined: its good one), and whether it changes anything under an object's path. */
interface Change {
  readonly valueOf: (field: Field, path: FieldPath) => fc.Arbitrary<unknown> | undefined;
  readonly reaches: (path: FieldPath) => boolean;
}

/** The good body with `change` made to it; an object the good body leaves out stays out unless the change is inside it. */
function bodyWith(shape: Shape, change: Change, path: FieldPath = []): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, field] of shape) {
    const fieldPath = [...path, name];
    const changed = change.valueOf(field, fieldPath);
    if (changed !== undefined) model[name] = changed;
    else if (field.kind === 'leaf') model[name] = field.good;
    else model[name] = field.inGood || change.reaches(fieldPath) ? bodyWith(field.fields, change, fieldPath) : fc.constant(undefined);
  }
  return fc.record(model);
}

/** Every field's path (objects and their fields alike), and the text fields' paths. */
function pathsOf(shape: Shape, path: FieldPath = []): { all: FieldPath[]; texts: FieldPath[] } {
  const all: FieldPath[] = [];
  const texts: FieldPath[] = [];
  for (const [name, field] of shape) {
    const fieldPath = [...path, name];
    all.push(fieldPath);
    if (field.kind === 'leaf' && field.goodText !== undefined) texts.push(fieldPath);
    if (field.kind === 'object') {
      const inner = pathsOf(field.fields, fieldPath);
      all.push(...inner.all);
      texts.push(...inner.texts);
    }
  }
  return { all, texts };
}

const startsWith = (path: FieldPath, prefix: FieldPath): boolean => prefix.length <= path.length && prefix.every((name, index) => name === path[index]);
const samePath = (a: FieldPath, b: FieldPath): boolean => a.length === b.length && startsWith(a, b);

/** What PostgreSQL text refuses: NUL, and a surrogate without its pair. */
const unstorable = fc.constantFrom('\u0000', '\ud800', '\udc00');

/** The good text with what the database cannot store, or other awkward text, before or after it. */
function poisoned(good: string): fc.Arbitrary<string> {
  const poison = fc.oneof(unstorable, awkwardText, awkwardText);
  return fc.tuple(poison, fc.boolean()).map(([text, before]) => (before ? `${text}${good}` : `${good}${text}`));
}

/** Bodies of the shape: one field wrong or missing, one text field poisoned, many null, or many wrong. */
export function bodyOf(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const { all, texts } = pathsOf(shape);
  const oneWrong = fc.constantFrom(...all).chain((wrongPath) =>
    bodyWith(shape, {
      valueOf: (field, path) => (samePath(path, wrongPath) ? wrongOrMissing(field) : undefined),
      reaches: (path) => startsWith(wrongPath, path),
    }),
  );
  const manyWrong = bodyWith(shape, {
    valueOf: (field) => (field.kind === 'leaf' ? fc.oneof({ weight: 2, arbitrary: field.good }, { weight: 1, arbitrary: wrongOrMissing(field) }) : undefined),
    reaches: () => false,
  });
  // JSON null is the commonest wrong value a client sends, and a nullable rule can pass it to a text test.
  const someNull = bodyWith(shape, {
    valueOf: (field) => (field.kind === 'leaf' ? fc.oneof({ weight: 2, arbitrary: field.good }, { weight: 1, arbitrary: fc.constant(null) }) : undefined),
    reaches: () => false,
  });
  const modes = [{ weight: 3, arbitrary: oneWrong }, { weight: 1, arbitrary: manyWrong }, { weight: 1, arbitrary: someNull }];
  if (texts.length === 0) return fc.oneof(...modes);
  const onePoisoned = fc
    .constantFrom(...texts)
    .chain((poisonPath) =>
      bodyWith(shape, {
        valueOf: (field, path) => (field.kind === 'leaf' && field.goodText !== undefined && samePath(path, poisonPath) ? poisoned(field.goodText) : undefined),
        reaches: (path) => startsWith(poisonPath, path),
      }),
    );
  return fc.oneof(...modes, { weight: 1, arbitrary: onePoisoned });
}
