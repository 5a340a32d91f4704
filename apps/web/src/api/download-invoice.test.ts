// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadInvoice } from './download-invoice';

describe('invoice download (docs/rules.md#spec-7: saved as a file named for the invoice)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the PDF under the UTF-8 name of Content-Disposition, not its ASCII stand-in', async () => {
    const disposition = `attachment; filename="invoice-2026-000017-2026-03-05.pdf"; filename*=UTF-8''${encodeURIComponent('Счёт на оплату № 2026-000017 от 05.03.2026.pdf')}`;
    const fetch = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': disposition },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => {} }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    await downloadInvoice({ id: 17, file_name: 'fallback.pdf' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v0/order/invoice/17',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(saved).toEqual(['Счёт на оплату № 2026-000017 от 05.03.2026.pdf']);
    click.mockRestore();
  });
});
