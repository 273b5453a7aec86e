import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { createAlertQueue } from '../../../src/services/alerts';
import type { ReportDraft } from '../../../src/machines/report-flow-rules';
import { reportRequest, submitReport } from '../../../src/services/reports/submit-report';
import { reportRules } from '../../../src/services/reports/report-rules';
import { createEntityStore } from '../../../src/services/store';
import { stubApi } from '../timelines/support/fake-app-services';

const { reportError } = vi.hoisted(() => ({ reportError: vi.fn(() => 'alert-1') }));
vi.mock('../../../src/services/alerts/report-error', () => ({ reportError }));

afterEach(() => reportError.mockClear());

const draft = (over: Partial<ReportDraft> = {}): ReportDraft => ({
  accountId: '7',
  category: 'spam',
  ruleIds: [],
  statusIds: ['70'],
  comment: 'Ads everywhere',
  forward: false,
  remote: false,
  ...over,
});

describe('the report request', () => {
  it('names rules only for a violation', () => {
    expect(reportRequest(draft({ category: 'spam', ruleIds: ['1'] }))).toEqual({
      account_id: '7',
      status_ids: ['70'],
      comment: 'Ads everywhere',
      forward: false,
      category: 'spam',
    });
    expect(reportRequest(draft({ category: 'violation', ruleIds: ['1', '3'] }))).toMatchObject({
      category: 'violation',
      rule_ids: ['1', '3'],
    });
  });

  it('forwards only a remote account', () => {
    expect(reportRequest(draft({ forward: true, remote: false })).forward).toBe(false);
    expect(reportRequest(draft({ forward: true, remote: true })).forward).toBe(true);
    expect(reportRequest(draft({ forward: false, remote: true })).forward).toBe(false);
  });
});

describe('submitReport', () => {
  it('sends the request and answers true', async () => {
    const create = vi.fn(async () => ({ id: '1' }));
    const alerts = createAlertQueue();
    const api = stubApi({ reports: { create } });
    await expect(submitReport({ api, alerts }, draft())).resolves.toBe(true);
    expect(create).toHaveBeenCalledWith(reportRequest(draft()));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('raises the alert of reports.create on failure and answers false', async () => {
    const failure = new Error('offline');
    const alerts = createAlertQueue();
    const api = stubApi({ reports: { create: async () => Promise.reject(failure) } });
    await expect(submitReport({ api, alerts }, draft())).resolves.toBe(false);
    expect(reportError).toHaveBeenCalledWith(alerts, failure, { callId: 'reports.create' });
  });
});

describe('reportRules', () => {
  it("reads the instance's rules in the server's order with empty hints filled in, and fails when the read fails", async () => {
    const api = stubApi({
      instance: {
        get: async () => ({
          rules: [
            { id: '1', text: 'Be kind', hint: 'No insults' },
            { id: '2', text: 'No spam' },
          ],
        }),
      },
    });
    const store = () => createEntityStore({ currentAccountId: '1' });
    expect(await reportRules({ api, store: store() })).toEqual([
      { id: '1', text: 'Be kind', hint: 'No insults' },
      { id: '2', text: 'No spam', hint: '' },
    ]);
    const broken = stubApi({ instance: { get: async () => Promise.reject(new Error('down')) } }) as Api;
    await expect(reportRules({ api: broken, store: store() })).rejects.toThrow('down');
  });
});
