import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src/services/api/calls';
import { OVERLAY } from './overlay';
import { createContractValidator } from './validator';

const validator = createContractValidator();

describe('the merged contract', () => {
  it('describes every call of the catalogue', () => {
    const undescribed = CALLS.filter((call) => !validator.describes(call.method, call.path)).map(
      (call) => `${call.id} ${call.method} ${call.path}`,
    );
    expect(undescribed, `not described:\n${undescribed.join('\n')}`).toEqual([]);
  });

  it('matches every catalogue path to the operation of the same template', () => {
    const mismatched = CALLS.filter((call) => {
      const concrete = call.path.replace(/\{[^}]+\}/g, 'x1');
      const match = validator.matchOperation(call.method, concrete);
      return !match || match.template.replace(/\{[^}]+\}/g, '{}') !== call.path.replace(/\{[^}]+\}/g, '{}');
    }).map((call) => call.id);
    expect(mismatched).toEqual([]);
  });

  it('patches every listed oracle defect in some overlay concern', () => {
    const patched = new Set(OVERLAY.flatMap((concern) => concern.defects ?? []));
    expect([...patched].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('compiles the request and answer schemas of every catalogue call', () => {
    for (const call of CALLS) {
      const url = `https://kmy.example${call.path.replace(/\{[^}]+\}/g, '1')}`;
      expect(() => validator.validateRequest({ method: call.method, url })).not.toThrow();
      expect(() => validator.validateResponse({ method: call.method, url }, { status: 200, body: {} })).not.toThrow();
    }
  });
});
