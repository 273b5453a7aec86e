/**
 * The audit of which catalogue calls the interface uses (interface-use.ts): its rules on small in-memory
 * sources, the reading of a tree on disk, and the real tree held to the list of calls still to be built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../src/services/api/calls';
import { CALLS_STILL_TO_BUILD } from './calls-still-to-build';
import { formatSummary } from './contract-summary.global';
import { type AuditedCall, type InterfaceUseInput, auditInterfaceUse, readInterfaceTree } from './interface-use';

const call = (id: string, method = 'GET'): AuditedCall => ({ id, method, path: `/api/v1/${id.replace('.', '/')}` });

const LISTS = [call('lists.accounts'), call('lists.delete', 'DELETE'), call('lists.quotes'), call('lists.search')];
const LISTS_MODULE = `
import { defineCall, entry } from './calls/call-spec';
export const accounts = defineCall(
  entry('lists.accounts', 'GET', '/api/v1/lists/{id}/accounts', anyJson),
  (call, id, options = {}) => call.page({ ...options, params: { id } }),
);
export function remove(client, id) {
  return client.call('lists.delete', { params: { id } });
}
export { remove as delete };
const pagedBy = (callId) => (client, id) => client.callPage(callId, { params: { id } });
export const quotes = pagedBy('lists.quotes');
function search(client, q) {
  return client.call('lists.search', { query: { q } });
}
export function suggestions(client, q) {
  return search(client, { q, limit: 4 });
}
`;

const input = (...files: [string, string][]): InterfaceUseInput => ({
  calls: LISTS,
  areas: [{ key: 'lists', module: { path: 'src/services/api/lists.ts', text: LISTS_MODULE } }],
  files: files.map(([path, text]) => ({ path, text })),
});

const usedIds = (given: InterfaceUseInput) =>
  auditInterfaceUse(given)
    .calls.filter((entry) => entry.uses.length > 0)
    .map((entry) => entry.call.id);

describe('a call is used when the interface reaches a function of its area that names its id', () => {
  it('finds `api.<area>.<function>` and says where', () => {
    const result = auditInterfaceUse(
      input(['src/views/ListMembers.tsx', 'const x = 1;\nconst page = await api.lists.accounts(id, paging);\n']),
    );
    expect(result.calls[0]).toEqual({
      call: LISTS[0],
      functions: ['accounts'],
      uses: ['src/views/ListMembers.tsx:2'],
    });
    expect(result.used).toBe(1);
    expect(result.total).toBe(4);
  });

  it('does not count a mention of the id in a policy table, a comment or some other object with the same names', () => {
    const result = auditInterfaceUse(
      input(
        ['src/services/alerts/call-policies.ts', "export const POLICIES = { 'lists.accounts': { skipAlert: true } };"],
        [
          'src/services/data/members.ts',
          "// loads with api.lists.accounts\nexport const d = { callId: 'lists.accounts' };",
        ],
        ['src/machines/m.ts', 'context.lists.accounts(); lists.accounts();'],
      ),
    );
    expect(result.used).toBe(0);
    expect(result.unused).toEqual(LISTS.map((entry) => `${entry.id} ${entry.method} ${entry.path}`));
  });

  it('follows a re-export under another name, a function made by a factory and a call through a module helper', () => {
    expect(
      usedIds(
        input(
          ['src/a.ts', 'await services.api.lists.delete(id);'],
          ['src/b.ts', 'deps.api.lists.quotes(id);'],
          ['src/c.ts', "apiFor(server, token).lists['suggestions']('a');"],
        ),
      ),
    ).toEqual(['lists.delete', 'lists.quotes', 'lists.search']);
  });

  it('finds an area destructured from the API object', () => {
    expect(usedIds(input(['src/a.ts', 'const { accounts: members, delete: drop } = api.lists;']))).toEqual([
      'lists.accounts',
      'lists.delete',
    ]);
  });

  it('lets a computed property of an area reach the functions whose ids the same file names', () => {
    const generic = "const IDS = { a: 'lists.accounts', d: 'lists.delete' };\nawait api.lists[kind](id);";
    expect(usedIds(input(['src/a.ts', generic]))).toEqual(['lists.accounts', 'lists.delete']);
  });

  it('counts a catalogue entry looked up by id: the file sends that request itself', () => {
    const lookup = "const PATH = calls.find((entry) => entry.id === 'lists.search')?.path;";
    expect(usedIds(input(['src/services/compose/upload.ts', lookup]))).toEqual(['lists.search']);
  });
});

describe('the real tree', () => {
  const root = mkdtempSync(join(tmpdir(), 'interface-use-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('reads the area modules areas.ts names, the interface without its tests, and the api helpers it imports', () => {
    write('src/services/api/areas.ts', "export const AREA_LOADERS = { lists: () => import('./lists') };");
    write('src/services/api/lists.ts', LISTS_MODULE);
    write('src/services/api/list-cache.ts', 'export const cached = (api) => api.lists.quotes(1);');
    write('src/services/api/unused-helper.ts', 'export const other = (api) => api.lists.delete(1);');
    write('src/services/api/index.ts', 'export const doc = (api) => api.lists.suggestions(1);');
    write('src/views/Lists.tsx', "import { cached } from '../services/api/list-cache';\ncached(api);");
    write('src/views/Lists.test.tsx', 'api.lists.accounts(1);');
    const tree = readInterfaceTree(LISTS, root);
    expect(tree.areas.map((area) => [area.key, area.module.path])).toEqual([['lists', 'src/services/api/lists.ts']]);
    expect(tree.files.map((file) => file.path).sort()).toEqual([
      'src/services/api/list-cache.ts',
      'src/views/Lists.tsx',
    ]);
    expect(usedIds(tree)).toEqual(['lists.quotes']);
  });

  it('leaves unused exactly the calls still to be built (take a call off that list once the interface uses it)', () => {
    const result = auditInterfaceUse(readInterfaceTree(CALLS));
    const unused = result.calls.filter((entry) => entry.uses.length === 0).map((entry) => entry.call.id);
    const listed = new Set(CALLS_STILL_TO_BUILD);
    expect({
      'unused but not listed': unused.filter((id) => !listed.has(id)),
      'listed but used': CALLS_STILL_TO_BUILD.filter((id) => !unused.includes(id)),
    }).toEqual({ 'unused but not listed': [], 'listed but used': [] });
    expect(result.total).toBe(CALLS.length);
  });

  it('adds the interface count to the contract line and lists the unused calls', () => {
    const text = formatSummary({
      files: 1,
      checks: 2,
      violations: 0,
      exercised: 3,
      described: 3,
      total: 3,
      unexercised: [],
      violationList: [],
      interfaceUse: { calls: [], used: 2, total: 4, unused: ['lists.search GET /api/v1/lists/search'] },
    });
    expect(text).toBe(
      [
        'Contract: 1 files, 2 checks, 0 violations; core calls exercised 3/3, described 3/3, used by the interface 2/4',
        '  calls the interface does not use (1):',
        '    lists.search GET /api/v1/lists/search',
      ].join('\n'),
    );
  });
});
