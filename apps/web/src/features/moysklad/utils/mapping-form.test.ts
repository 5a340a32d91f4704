import { describe, expect, it } from 'vitest';
import { makeOptions, makeRun, SUGGESTED } from '../test/fixtures';
import { errorsUnder, isPlacedError, mappingBody, mappingForm, mappingProblems } from './mapping-form';
import { hasActiveRun, lastRuns, runPercent } from './runs';

describe('the МойСклад mapping form (docs/moysklad.md)', () => {
  it('takes a saved entry where there is one, else the warehouse’s suggestion, and drops warehouses gone from МойСклад', () => {
    const form = mappingForm({
      mapping: {
        ...SUGGESTED,
        stores: [
          { moysklad_store_id: 'ms-2', target: 'ignore', store_id: null },
          { moysklad_store_id: 'ms-gone', target: 'main-ru' },
        ],
      },
      options: makeOptions(),
    });
    expect(form.stores.map((s) => [s.moysklad_store_id, s.target, s.store_id, s.counterparty_id])).toEqual([
      ['ms-1', 'main-ru', '', ''],
      ['ms-2', 'ignore', '', ''],
      ['ms-3', 'new-outlet', '', '7'],
      ['ms-4', 'ignore', '', ''],
    ]);
    expect(form.prices).toEqual({
      RUB: { wholesale: 'pt-opt', retail: 'pt-rozn' },
      EUR: { wholesale: '', retail: '' },
      PLN: { wholesale: '', retail: '' },
      RSD: { wholesale: '', retail: '' },
    });
    expect(form.attributes).toEqual({
      size: 'attr-size',
      premium: '',
      hashtags: '',
      name_en: '',
      description_en: '',
    });
  });

  it('sends ids as numbers only with their target, other currencies only with a wholesale type', () => {
    const form = mappingForm({ mapping: null, options: makeOptions() });
    form.stores[0] = { ...form.stores[0]!, store_id: '103', counterparty_id: '8' };
    form.prices.PLN = { wholesale: 'pt-eur', retail: 'pt-rozn' };
    form.prices.RSD = { wholesale: '', retail: '' };
    const body = mappingBody(form);
    expect(body.stores[0]).toEqual({ moysklad_store_id: 'ms-1', target: 'main-ru' });
    expect(body.stores[1]).toEqual({ moysklad_store_id: 'ms-2', target: 'outlet', store_id: 102 });
    expect(body.prices).toEqual({
      RUB: { wholesale: 'pt-opt', retail: 'pt-rozn' },
      EUR: null,
      PLN: { wholesale: 'pt-eur', retail: 'pt-rozn' },
      RSD: null,
    });
  });

  it('finds an unchosen outlet or counterparty, no RUB wholesale type, a retail type without a wholesale one', () => {
    const form = mappingForm({ mapping: null, options: makeOptions() });
    form.stores[1] = { ...form.stores[1]!, store_id: '' };
    form.stores[2] = { ...form.stores[2]!, counterparty_id: '' };
    form.prices.RUB = { wholesale: '', retail: 'pt-rozn' };
    form.prices.EUR = { wholesale: '', retail: 'pt-eur' };
    expect(mappingProblems(form)).toEqual({
      'stores.1.store_id': 'mapping.outletRequired',
      'stores.2.counterparty_id': 'mapping.counterpartyRequired',
      'prices.RUB.wholesale': 'mapping.prices.required',
      'prices.EUR.wholesale': 'mapping.prices.required',
    });
    expect(mappingProblems(mappingForm({ mapping: null, options: makeOptions() }))).toEqual({});
  });

  it('places a server error at its row or cell, the rest in the form’s alert', () => {
    const errors = {
      'stores.3.store_id': 'a',
      'stores.3': 'b',
      'stores.31': 'c',
      stores: 'd',
      'prices.EUR': 'e',
    };
    expect(errorsUnder(errors, 'stores.3')).toBe('a, b');
    expect(Object.keys(errors).filter((key) => !isPlacedError(key))).toEqual(['stores']);
  });
});

describe('МойСклад runs (docs/moysklad.md)', () => {
  it('answers each kind’s last run, whether any goes, and a running run’s percent', () => {
    const runs = [
      makeRun({ id: 1 }),
      makeRun({ id: 4, kind: 'stock', status: 'queued' }),
      makeRun({ id: 3 }),
    ];
    expect(lastRuns(runs).map(({ kind, run }) => [kind, run?.id ?? null])).toEqual([
      ['catalogue', 3],
      ['stock', 4],
      ['sales', null],
    ]);
    expect(hasActiveRun(runs)).toBe(true);
    expect(hasActiveRun([makeRun()])).toBe(false);
    expect(runPercent({ progress: { done: 1, total: 3, phase: 'x' } })).toBe(33);
    expect(runPercent({ progress: { done: 9, total: null, phase: 'x' } })).toBeNull();
    expect(runPercent({ progress: { done: 0, total: 0, phase: 'x' } })).toBeNull();
    expect(runPercent({ progress: { done: 0, total: 40, phase: 'x' } })).toBeNull();
    expect(runPercent({ progress: { done: 1, total: 10_000, phase: 'x' } })).toBe(1);
    expect(runPercent({ progress: null })).toBeNull();
  });
});
