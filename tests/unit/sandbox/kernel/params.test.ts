import { describe, expect, it } from 'vitest';
import { readParams } from '../../../../sandbox/kernel/http';

const form = (pairs: Array<[string, string]>) =>
  new Request('http://sandbox.test/x', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pairs).toString(),
  });

describe('sandbox request parameters (Rails bracket rules)', () => {
  it('collects id[] into an array', async () => {
    expect(
      await readParams(
        form([
          ['id[]', '1'],
          ['id[]', '2'],
        ]),
      ),
    ).toEqual({ id: ['1', '2'] });
  });

  it('nests poll[options][] under poll', async () => {
    const params = await readParams(
      form([
        ['poll[options][]', 'a'],
        ['poll[options][]', 'b'],
        ['poll[expires_in]', '300'],
      ]),
    );
    expect(params).toEqual({ poll: { options: ['a', 'b'], expires_in: '300' } });
  });

  it('builds arrays of objects from a[][k], starting a new object when a key repeats', async () => {
    const params = await readParams(
      form([
        ['keywords_attributes[][keyword]', 'mint'],
        ['keywords_attributes[][whole_word]', 'false'],
        ['keywords_attributes[][keyword]', 'tea'],
      ]),
    );
    expect(params).toEqual({ keywords_attributes: [{ keyword: 'mint', whole_word: 'false' }, { keyword: 'tea' }] });
  });

  it('keeps indexed objects a[0][k] as keyed objects', async () => {
    const params = await readParams(
      form([
        ['media_attributes[0][id]', '9'],
        ['media_attributes[0][focus]', '0.1,0.2'],
      ]),
    );
    expect(params).toEqual({ media_attributes: { 0: { id: '9', focus: '0.1,0.2' } } });
  });
});
