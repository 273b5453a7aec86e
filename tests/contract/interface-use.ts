/**
 * Which catalogue calls the interface uses: a static reading of the source, no type checking.
 *
 * A call is used when code of the interface reaches a function of the call's area module that names the call's
 * id. The interface is every non-test file under src/ outside src/services/api, plus the helpers of
 * src/services/api that such a file imports (instance-cache.ts: `instanceOf(api)` reads the server once per
 * account for many screens). Within an area module a function names an id when its own text holds the id as a
 * string (`client.call('lists.accounts', ...)`, `pagedBy('statuses.quotes')`) or when it refers to a module-level
 * function or constant that does; `export { remove as delete }` exports `remove`'s ids under `delete`.
 * The interface reaches a function through the API object (an expression whose last name holds `api`:
 * `api`, `services.api`, `deps.api`, `apiFor(server)`) by
 * - a property of an area: `api.lists.accounts(...)`, `api.statuses['delete']`;
 * - destructuring an area: `const { accounts } = api.lists`;
 * - a computed property of an area (`api.accounts[kind](id)`), which reaches every function of that area whose
 *   id the same file names: the file's table of call ids says which calls the computed name stands for;
 * or, without the API object, by looking a catalogue entry up by id (`call.id === 'media.upload'`,
 * `callById('media.upload')`): the file then sends that request itself (the composer's upload with progress).
 * A file that only names an id (an alert policy, a resource's `callId`) does not use the call, and neither does
 * an area reached through anything but the API object (`context.accounts.get` is some other object's).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface AuditedCall {
  id: string;
  method: string;
  path: string;
}

export interface SourceText {
  /** shown in the findings; relative to the repository root for the real tree */
  path: string;
  text: string;
}

export interface InterfaceUseInput {
  calls: readonly AuditedCall[];
  /** the area key (the part of a call id before the dot) and the text of its module */
  areas: readonly { key: string; module: SourceText }[];
  /** the interface's files: src/ outside src/services/api, without tests */
  files: readonly SourceText[];
}

export interface CallUse {
  call: AuditedCall;
  /** the area module's exported functions that name the id */
  functions: string[];
  /** where the interface reaches one of them (`path:line`) */
  uses: string[];
}

export interface InterfaceUse {
  calls: CallUse[];
  used: number;
  total: number;
  /** `id METHOD path` of every call without a use, in catalogue order */
  unused: string[];
}

const callLine = (call: AuditedCall) => `${call.id} ${call.method} ${call.path}`;

function parse(file: SourceText): ts.SourceFile {
  const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
}

function forEachDescendant(node: ts.Node, visit: (node: ts.Node) => void): void {
  ts.forEachChild(node, (child) => {
    visit(child);
    forEachDescendant(child, visit);
  });
}

const isStringLike = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** `x.name` or `{ name: ... }`: a name that is no reference to a declaration of the module. */
const isMemberName = (node: ts.Identifier): boolean =>
  (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ||
  (ts.isPropertyAssignment(node.parent) && node.parent.name === node);

function hasExportModifier(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** The exported names of an area module and the call ids each names, directly or through module-level names. */
export function functionsNamingIds(module: SourceText, ids: ReadonlySet<string>): Map<string, Set<string>> {
  const source = parse(module);
  const own = new Map<string, { ids: Set<string>; refs: Set<string> }>();
  const exported = new Map<string, string>(); // exported name -> local name
  const declare = (name: string, body: ts.Node, isExported: boolean) => {
    const entry = { ids: new Set<string>(), refs: new Set<string>() };
    forEachDescendant(body, (node) => {
      if (isStringLike(node) && ids.has(node.text)) entry.ids.add(node.text);
      else if (ts.isIdentifier(node) && !isMemberName(node)) entry.refs.add(node.text);
    });
    own.set(name, entry);
    if (isExported) exported.set(name, name);
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      declare(statement.name.text, statement, hasExportModifier(statement));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          declare(declaration.name.text, declaration.initializer, hasExportModifier(statement));
        }
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        exported.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
  }
  const closure = (name: string, seen = new Set<string>()): Set<string> => {
    const found = new Set<string>();
    if (seen.has(name)) return found;
    seen.add(name);
    const entry = own.get(name);
    if (!entry) return found;
    for (const id of entry.ids) found.add(id);
    for (const ref of entry.refs) if (ref !== name && own.has(ref)) for (const id of closure(ref, seen)) found.add(id);
    return found;
  };
  const result = new Map<string, Set<string>>();
  for (const [name, local] of exported) {
    const named = closure(local);
    if (named.size > 0) result.set(name, named);
  }
  return result;
}

interface Reach {
  area: string;
  /** the function name, or null for a computed property */
  name: string | null;
  line: number;
}

/** Whether an expression denotes the API object: its last name holds `api` (`api`, `services.api`, `apiFor(server)`). */
function isApiObject(node: ts.Expression): boolean {
  const inner = ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) ? node.expression : node;
  if (ts.isIdentifier(inner)) return /api/i.test(inner.text);
  if (ts.isPropertyAccessExpression(inner)) return /api/i.test(inner.name.text);
  if (ts.isCallExpression(inner)) return isApiObject(inner.expression);
  return false;
}

/** The area an expression denotes: `<API object>.<area key>`, e.g. `api.lists`; null for anything else. */
function areaOf(node: ts.Expression, areaKeys: ReadonlySet<string>): string | null {
  const inner = ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) ? node.expression : node;
  if (ts.isPropertyAccessExpression(inner) && areaKeys.has(inner.name.text) && isApiObject(inner.expression)) {
    return inner.name.text;
  }
  return null;
}

const propertyNameText = (name: ts.PropertyName | ts.BindingName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;

/** What one interface file reaches: area functions, computed area properties, catalogue lookups, and its id strings. */
function reachesOf(file: SourceText, areaKeys: ReadonlySet<string>, ids: ReadonlySet<string>) {
  const source = parse(file);
  const reaches: Reach[] = [];
  const lookups: { id: string; line: number }[] = [];
  const named = new Set<string>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  forEachDescendant(source, (node) => {
    if (isStringLike(node)) {
      if (ids.has(node.text)) named.add(node.text);
    } else if (ts.isPropertyAccessExpression(node)) {
      const area = areaOf(node.expression, areaKeys);
      if (area) reaches.push({ area, name: node.name.text, line: lineOf(node) });
    } else if (ts.isElementAccessExpression(node)) {
      const area = areaOf(node.expression, areaKeys);
      if (area) {
        const argument = node.argumentExpression;
        reaches.push({ area, name: isStringLike(argument) ? argument.text : null, line: lineOf(node) });
      }
    } else if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      const area = areaOf(node.initializer, areaKeys);
      if (area) {
        for (const element of node.name.elements) {
          const name = propertyNameText(element.propertyName ?? element.name);
          reaches.push({ area, name, line: lineOf(element) });
        }
      }
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken].includes(node.operatorToken.kind)
    ) {
      for (const [side, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ] as const) {
        if (
          isStringLike(side) &&
          ids.has(side.text) &&
          ts.isPropertyAccessExpression(other) &&
          other.name.text === 'id'
        ) {
          lookups.push({ id: side.text, line: lineOf(node) });
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'callById' &&
      node.arguments[0] &&
      isStringLike(node.arguments[0]) &&
      ids.has(node.arguments[0].text)
    ) {
      lookups.push({ id: node.arguments[0].text, line: lineOf(node) });
    }
  });
  return { reaches, lookups, named };
}

/** The audit on given texts (the tests' fixtures, or the real tree through readInterfaceTree). */
export function auditInterfaceUse(input: InterfaceUseInput): InterfaceUse {
  const ids = new Set(input.calls.map((call) => call.id));
  const areaKeys = new Set(input.areas.map((area) => area.key));
  const areaIdOf = (id: string) => id.slice(0, id.indexOf('.'));
  // area -> exported function -> ids it names
  const functions = new Map<string, Map<string, Set<string>>>();
  for (const area of input.areas) {
    const areaIds = new Set([...ids].filter((id) => areaIdOf(id) === area.key));
    functions.set(area.key, functionsNamingIds(area.module, areaIds));
  }
  const uses = new Map<string, string[]>(input.calls.map((call) => [call.id, []]));
  // a cheap look at the text first: only files that may reach an area or look up a catalogue entry are parsed
  const prefilter = new RegExp(
    `api\\w*(?:\\([^()]*\\))?!?\\s*\\??\\.\\s*(?:${[...areaKeys].join('|')})\\b|` +
      `\\.id\\s*===?\\s*['"\`]|['"\`]\\s*===?\\s*[\\w.?]*\\.id\\b|callById\\(`,
    'i',
  );
  for (const file of input.files) {
    if (!prefilter.test(file.text)) continue;
    const { reaches, lookups, named } = reachesOf(file, areaKeys, ids);
    for (const reach of reaches) {
      const areaFunctions = functions.get(reach.area);
      if (!areaFunctions) continue;
      const reached =
        reach.name === null
          ? [...areaFunctions.values()].flatMap((areaIds) => [...areaIds]).filter((id) => named.has(id))
          : [...(areaFunctions.get(reach.name) ?? [])];
      for (const id of reached) uses.get(id)?.push(`${file.path}:${reach.line}`);
    }
    for (const lookup of lookups) uses.get(lookup.id)?.push(`${file.path}:${lookup.line}`);
  }
  const calls = input.calls.map((call) => ({
    call,
    functions: [...(functions.get(areaIdOf(call.id)) ?? [])]
      .filter(([, named]) => named.has(call.id))
      .map(([name]) => name),
    uses: [...new Set(uses.get(call.id))],
  }));
  const unused = calls.filter((entry) => entry.uses.length === 0).map((entry) => callLine(entry.call));
  return { calls, used: calls.length - unused.length, total: calls.length, unused };
}

const isTestFile = (name: string) => /\.(test|spec)\.tsx?$/.test(name);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(entry.name)) out.push(path);
  }
  return out;
}

/** The helper modules directly in src/services/api that are neither an area, the catalogue nor the client. */
const NOT_HELPERS = new Set(['index.ts', 'areas.ts', 'calls.ts', 'client.ts']);

/**
 * The real tree's input: the area modules that src/services/api/areas.ts loads by key; every other non-test
 * file under src/ except src/services/api; and the helpers of src/services/api those files import.
 */
export function readInterfaceTree(
  calls: readonly AuditedCall[],
  root = resolve(import.meta.dirname, '../..'),
): InterfaceUseInput {
  const apiDir = join(root, 'src/services/api');
  const read = (path: string): SourceText => ({ path: relative(root, path), text: readFileSync(path, 'utf8') });
  const areasFile = read(join(apiDir, 'areas.ts'));
  const areas: { key: string; module: SourceText }[] = [];
  forEachDescendant(parse(areasFile), (node) => {
    // `accounts: () => import('./accounts')`
    if (!ts.isPropertyAssignment(node) || !ts.isArrowFunction(node.initializer)) return;
    const body = node.initializer.body;
    const key = propertyNameText(node.name);
    if (
      key &&
      ts.isCallExpression(body) &&
      body.expression.kind === ts.SyntaxKind.ImportKeyword &&
      body.arguments[0] &&
      isStringLike(body.arguments[0])
    ) {
      areas.push({ key, module: read(join(apiDir, `${body.arguments[0].text}.ts`)) });
    }
  });
  const files = sourceFiles(join(root, 'src'))
    .filter((path) => !path.startsWith(apiDir + '/'))
    .map(read);
  const areaPaths = new Set(areas.map((area) => area.module.path));
  const helpers = readdirSync(apiDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !isTestFile(entry.name))
    .filter((entry) => !NOT_HELPERS.has(entry.name))
    .map((entry) => read(join(apiDir, entry.name)))
    .filter((helper) => !areaPaths.has(helper.path));
  const imported = helpers.filter((helper) => {
    const name = helper.path.slice(helper.path.lastIndexOf('/') + 1, -'.ts'.length);
    const specifier = new RegExp(`['"](?:\\.{1,2}/)+(?:[\\w-]+/)*api/${name}['"]`);
    return files.some((file) => specifier.test(file.text));
  });
  return { calls, areas, files: [...files, ...imported] };
}
