// @vitest-environment jsdom
import type { QuickOrderCheckedLine, QuickOrderInputLine, QuickOrderProduct } from '@kits/contract';
import { QUICK_ORDER_MAX_LINES } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuickOrder } from './use-quick-order';

const product = (id: number, code: string, stock: number): QuickOrderProduct => ({
  id,
  code,
  name: `Набор ${code}`,
  category_slug: 'nabory',
  url_small: null,
  price_wholesale: '100.00',
  price_with_discount: '90.50',
  currency: 'RUB',
  stock,
  basket_count: 0,
});
const CATALOGUE = [product(1, 'AB-0001', 10), product(2, 'AB-0002', 5)];

/** The server's check, small: one line a code, unknown codes and counts over stock are problems. */
const checkLines = (lines: QuickOrderInputLine[]): QuickOrderCheckedLine[] =>
  lines.map((l) => {
    const found = CATALOGUE.find((p) => p.code === l.code) ?? null;
    const count = Number(l.quantity);
    const problem = !found ? 'unknown_code' : count > found.stock ? 'over_stock' : null;
    return {
      lines: [l.line],
      code: l.code,
      quantity: l.quantity,
      count,
      merged: false,
      product: found,
      available: found?.stock ?? null,
      problem,
    } as QuickOrderCheckedLine;
  });

type Sent = { path: string; body: { lines: { code: string }[] } };

/** fetch for the check and the add (the add refused with 422 when `refuse`); what was sent. */
function stubApi({ refuse = false } = {}) {
  const sent: Sent[] = [];
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v0\//, '');
      const body = JSON.parse(String(init?.body));
      sent.push({ path, body });
      if (path === 'basket/quick-order/check') return json(200, { value: { lines: checkLines(body.lines) } });
      if (refuse) return json(422, { message: 'Строка 1: не больше 2 шт.' });
      const added = body.lines.map((l: { code: string; count: number }) => {
        const p = CATALOGUE.find((c) => c.code === l.code)!;
        return { id: p.id, code: p.code, name: p.name, count: l.count, basket_count: l.count };
      });
      const units = added.reduce((s: number, l: { count: number }) => s + l.count, 0);
      return json(200, { value: { added, lines: added.length, units } });
    }),
  );
  return { checks: () => sent.filter((c) => c.path === 'basket/quick-order/check'), sent };
}

/** XMLHttpRequest as apiUpload uses it: every upload answers `answer` as JSON. */
function stubUpload(answer: unknown) {
  class FakeXhr {
    status = 200;
    statusText = 'OK';
    responseText = JSON.stringify(answer);
    upload = {};
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

function renderQuickOrder() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useQuickOrder(), { wrapper }).result;
}

afterEach(() => vi.unstubAllGlobals());

describe('useQuickOrder (docs/rules.md#quick-order)', () => {
  it('sends nothing for an empty box or more lines than one check takes, and says which', () => {
    const api = stubApi();
    const order = renderQuickOrder();
    act(() => order.current.check('  \n'));
    expect(order.current.inputError).toEqual({ kind: 'empty' });
    const tooMany = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `AB-${i} 1`).join('\n');
    act(() => order.current.check(tooMany));
    expect(order.current.inputError).toEqual({ kind: 'tooMany', lines: QUICK_ORDER_MAX_LINES + 1 });
    expect(order.current.text).toBe(tooMany);
    expect(api.sent).toEqual([]);
  });

  it('ticks every ready line after a check, unticks and ticks them again, and goes stale on an edit', async () => {
    stubApi();
    const order = renderQuickOrder();
    act(() => order.current.setText('AB-0001 3\nAB-0002 2\nZZ-9 1'));
    act(() => order.current.submit());
    await waitFor(() => expect(order.current.checked?.lines).toHaveLength(3));
    expect(order.current.problems).toBe(1);
    expect(order.current.chosenLines.map((l) => l.code)).toEqual(['AB-0001', 'AB-0002']);
    act(() => order.current.toggle(1));
    expect(order.current.chosenLines.map((l) => l.code)).toEqual(['AB-0002']);
    act(() => order.current.toggleAll(false));
    expect(order.current.chosenLines).toEqual([]);
    act(() => order.current.toggleAll(true));
    expect(order.current.chosenLines).toHaveLength(2);
    expect(order.current.stale).toBe(false);
    act(() => order.current.setText('AB-0001 4'));
    expect(order.current.stale).toBe(true);
  });

  it('adds the ticked lines, keeps the rest in the box and checks it again', async () => {
    const api = stubApi();
    const order = renderQuickOrder();
    act(() => order.current.check('AB-0001 3\nAB-0002 2\nZZ-9 1'));
    await waitFor(() => expect(order.current.checked).not.toBeNull());
    act(() => order.current.toggle(2));
    act(() => order.current.addChosen());
    await waitFor(() => expect(order.current.added).toEqual(expect.objectContaining({ lines: 1, units: 3 })));
    expect(api.sent.find((c) => c.path === 'basket/quick-order')?.body).toEqual({
      lines: [{ code: 'AB-0001', count: 3 }],
    });
    expect(order.current.text).toBe('AB-0002 2\nZZ-9 1');
    await waitFor(() => expect(order.current.checked?.text).toBe('AB-0002 2\nZZ-9 1'));
    expect(api.checks()).toHaveLength(2);
    act(() => order.current.closeAdded());
    expect(order.current.added).toBeNull();
  });

  it('checks the same text again when the add is refused, and adds nothing', async () => {
    const api = stubApi({ refuse: true });
    const order = renderQuickOrder();
    act(() => order.current.check('AB-0001 3'));
    await waitFor(() => expect(order.current.checked).not.toBeNull());
    act(() => order.current.addChosen());
    await waitFor(() => expect(api.checks()).toHaveLength(2));
    expect(api.checks()[1]!.body).toEqual(api.checks()[0]!.body);
    await waitFor(() => expect(order.current.add.error?.message).toMatch(/не больше 2/));
    expect(order.current.added).toBeNull();
    expect(order.current.text).toBe('AB-0001 3');
  });

  it('puts a file’s lines in the box and checks them; clear empties box, table and file', async () => {
    const api = stubApi();
    stubUpload({ value: { lines: [{ line: 2, code: 'AB-0002', quantity: '4' }] } });
    const order = renderQuickOrder();
    act(() => order.current.chooseFile(new File(['x'], 'order.csv')));
    await waitFor(() => expect(order.current.checked?.lines[0]?.code).toBe('AB-0002'));
    expect(order.current.text).toBe('AB-0002 4');
    expect(order.current.file?.name).toBe('order.csv');
    expect(api.checks()).toHaveLength(1);
    act(() => order.current.takeAvailable(order.current.checked!.lines[0]!));
    await waitFor(() => expect(order.current.checked?.text).toBe('AB-0002 5'));
    act(() => order.current.clear());
    expect(order.current).toMatchObject({ text: '', checked: null, inputError: null, file: null });
  });
});
