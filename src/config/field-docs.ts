/**
 * The doc comments above a zod schema's fields, read with the TypeScript compiler, as the fields'
 * descriptions. A field's text is written once, as the doc comment above it in the schema's source:
 * an editor shows that on hover over the field and over every use of the inferred types, and this
 * module gives the same text to the generated JSON Schema, so the two cannot differ.
 *
 * The comments are read from the schema's inferred input type (`z.input<typeof schema>`), whose
 * properties keep the doc comments of the fields they come from, walked alongside the schema: an
 * object's keys, a list's items, a union's options and what a wrapper (optional, nullable, default,
 * prefault) holds. Other kinds (records, tuples, pipes) are left as they are, so fields inside them
 * would show undescribed in the JSON Schema, which its test reports. Only the JSON Schema writer and
 * the tests use this (typescript is a development dependency); the schema the loader parses with
 * carries no descriptions.
 */
import ts from 'typescript';
import { z } from 'zod';

/** One field of an object in the schema, wherever it sits. */
export interface FieldDoc {
  /** Where the field sits in a config, `[]` standing for a list's items: `locations[].address.city`. */
  readonly path: string;
  /** Its doc comment as one line (the comment's line breaks become spaces); undefined when it has none. */
  readonly text: string | undefined;
  /** The source file and 1-based line of the field's declaration. */
  readonly file: string;
  readonly line: number;
}

export interface DocumentedSchema {
  /** The schema with `.describe(text)` on every field that has a doc comment, as if written after it. */
  readonly schema: z.ZodType;
  /** Every field, in the order of the schema; a field of a schema used in two places is listed once. */
  readonly fields: readonly FieldDoc[];
}

/** One compiler program per file: reading a second type from the same file costs no second parse. */
const programs = new Map<string, ts.Program>();

function programFor(file: string): ts.Program {
  let program = programs.get(file);
  if (program === undefined) {
    // The schema's own types and zod's are all it needs: no DOM or Node types, which would double the time.
    program = ts.createProgram([file], {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2022.d.ts'],
    });
    programs.set(file, program);
  }
  return program;
}

/** The type that `file` exports as `typeName`. */
function exportedType(program: ts.Program, file: string, typeName: string): ts.Type {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  const exported = moduleSymbol === undefined ? undefined : checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === typeName);
  if (exported === undefined) throw new Error(`${file} exports no type ${typeName}`);
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/**
 * `schema` with each field's doc comment as its description, and every field with its comment.
 * `file` exports `typeName` as the schema's input type, e.g. `type SiteConfigInput = z.input<typeof SiteConfigSchema>`.
 */
export function withFieldDocs(schema: z.ZodType, file: string, typeName: string): DocumentedSchema {
  const program = programFor(file);
  const checker = program.getTypeChecker();
  const fields: FieldDoc[] = [];
  // A schema used in two places (a make in `tied` and in `several`) is rebuilt once and used in both, as in the source.
  const rebuilt = new Map<z.ZodType, z.ZodType>();

  const fieldOf = (property: ts.Symbol, path: string): FieldDoc => {
    const text = ts.displayPartsToString(property.getDocumentationComment(checker)).replace(/\s*\n\s*/g, ' ').trim();
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const source = declaration?.getSourceFile();
    const line = declaration === undefined || source === undefined ? 0 : source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1;
    return { path, text: text === '' ? undefined : text, file: source?.fileName ?? '', line };
  };

  /** The member of a union type that is the object with exactly these keys. */
  const memberWithKeys = (type: ts.Type, keys: readonly string[], path: string): ts.Type => {
    const members = type.isUnion() ? type.types : [type];
    const match = members.find((member) => {
      const names = checker.getPropertiesOfType(member).map((property) => property.name);
      return names.length === keys.length && keys.every((key) => names.includes(key));
    });
    if (match === undefined) throw new Error(`${path}: no member of ${typeName} there has the keys ${keys.join(', ')}`);
    return match;
  };

  const visit = (node: z.ZodType, type: ts.Type, path: string): z.ZodType => {
    const done = rebuilt.get(node);
    if (done !== undefined) return done;
    const present = checker.getNonNullableType(type);
    let result = node;
    if (node instanceof z.ZodObject) {
      const shape: Record<string, z.ZodType> = {};
      for (const [key, field] of Object.entries(node.shape as Record<string, z.ZodType>)) {
        const fieldPath = path === '' ? key : `${path}.${key}`;
        const property = checker.getPropertyOfType(present, key);
        if (property === undefined) throw new Error(`${fieldPath}: ${typeName} has no such field`);
        const doc = fieldOf(property, fieldPath);
        fields.push(doc);
        const inner = visit(field, checker.getTypeOfSymbol(property), fieldPath);
        shape[key] = doc.text === undefined ? inner : inner.describe(doc.text);
      }
      result = node.clone({ ...node._zod.def, shape });
    } else if (node instanceof z.ZodArray) {
      const itemType = checker.getIndexTypeOfType(present, ts.IndexKind.Number);
      if (itemType === undefined) throw new Error(`${path}: ${typeName} has no list there`);
      result = node.clone({ ...node._zod.def, element: visit(node.element as z.ZodType, itemType, `${path}[]`) });
    } else if (node instanceof z.ZodUnion) {
      const options = (node.options as readonly z.ZodType[]).map((option) =>
        option instanceof z.ZodObject ? visit(option, memberWithKeys(present, Object.keys(option.shape), path), path) : visit(option, present, path),
      );
      result = node.clone({ ...node._zod.def, options });
    } else if ('innerType' in node._zod.def && node._zod.def.innerType instanceof z.ZodType) {
      // A wrapper of one schema: optional, nullable, default, prefault.
      result = node.clone({ ...node._zod.def, innerType: visit(node._zod.def.innerType, type, path) } as typeof node._zod.def);
    }
    rebuilt.set(node, result);
    return result;
  };

  return { schema: visit(schema, exportedType(program, file, typeName), ''), fields };
}
