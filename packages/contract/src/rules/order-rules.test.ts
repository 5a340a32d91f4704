import { describe, expect, it } from 'vitest';
import {
  isWholePacks,
  meetsOrderRules,
  missingForMinimum,
  nextPackCount,
  orderRuleProblems,
  packsWithinStock,
  previousPackCount,
  snapToPack,
  versionOfCurrency,
} from './order-rules';

describe('snapping to the pack multiple (docs/rules.md#pack-multiple)', () => {
  it('snaps a typed count up or down to whole boxes of 6', () => {
    expect(snapToPack(4, 6, 'up')).toBe(6);
    expect(snapToPack(7, 6, 'up')).toBe(12);
    expect(snapToPack(7, 6, 'down')).toBe(6);
    expect(snapToPack(5, 6, 'down')).toBe(0);
    expect(snapToPack(12, 6, 'up')).toBe(12);
    expect(snapToPack(12, 6, 'down')).toBe(12);
  });

  it('leaves single units alone, and reads a missing or broken pack as 1', () => {
    expect(snapToPack(7, 1, 'up')).toBe(7);
    expect(snapToPack(7, null, 'down')).toBe(7);
    expect(snapToPack(7, 0, 'up')).toBe(7);
    expect(snapToPack(-3, 6, 'up')).toBe(0);
  });

  it('steps a whole pack at a time with plus and minus', () => {
    expect(nextPackCount(0, 6)).toBe(6);
    expect(nextPackCount(6, 6)).toBe(12);
    expect(nextPackCount(4, 6)).toBe(6);
    expect(previousPackCount(12, 6)).toBe(6);
    expect(previousPackCount(8, 6)).toBe(6);
    expect(previousPackCount(6, 6)).toBe(0);
    expect(previousPackCount(3, 1)).toBe(2);
  });

  it('keeps to whole packs within stock and tells whole packs apart', () => {
    expect(packsWithinStock(15, 6)).toBe(12);
    expect(packsWithinStock(5, 6)).toBe(0);
    expect(packsWithinStock(-2, 6)).toBe(0);
    expect(isWholePacks(18, 6)).toBe(true);
    expect(isWholePacks(10, 6)).toBe(false);
    expect(isWholePacks(10, 1)).toBe(true);
  });
});

describe('the minimum order sum (docs/rules.md#order-minimum)', () => {
  it('says how much is missing in minor units, exactly', () => {
    expect(missingForMinimum({ sum: '1800.00', minimum: '3000.00' })).toBe(120_000);
    expect(missingForMinimum({ sum: '49.99', minimum: 50 })).toBe(1);
    expect(missingForMinimum({ sum: '0.10', minimum: '0.30' })).toBe(20);
  });

  it('misses nothing at or above the minimum, or without one', () => {
    expect(missingForMinimum({ sum: '3000.00', minimum: '3000' })).toBe(0);
    expect(missingForMinimum({ sum: '3500', minimum: '3000' })).toBe(0);
    expect(missingForMinimum({ sum: '10', minimum: null })).toBe(0);
  });

  it('sells RUB in the Russian version and every other currency in the English one', () => {
    expect(versionOfCurrency('RUB')).toBe('ru');
    expect(versionOfCurrency('EUR')).toBe('en');
    expect(versionOfCurrency('PLN')).toBe('en');
  });
});

describe('order rule problems (docs/rules.md#order-rules)', () => {
  const kit = { id: 1, code: 'K-1', name: 'Kit', count: 4, pack_multiple: 6 };
  const paint = { id: 2, code: 'P-1', name: 'Paint', count: 3, pack_multiple: 1 };

  it('names the shortfall and every line that is not whole packs', () => {
    const problems = orderRuleProblems({ lines: [kit, paint], sum: '2000', minimum: '3000' });
    expect(problems).toEqual({ missing_minor: 100_000, packs: [kit] });
    expect(meetsOrderRules(problems)).toBe(false);
  });

  it('lets a basket of whole packs at the minimum through', () => {
    const problems = orderRuleProblems({
      lines: [{ ...kit, count: 6 }, paint],
      sum: '3000',
      minimum: '3000',
    });
    expect(meetsOrderRules(problems)).toBe(true);
  });
});
