import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  type InvoiceDocument,
  includedVat,
  invoiceFileName,
  renderInvoicePdf,
  sumInWords,
} from './invoice.pdf';

const supplier = {
  name: 'ООО «Хобби Опт»',
  inn: '7701234567',
  kpp: '770101001',
  address: 'г. Москва, ул. Тверская, д. 7',
  bank: 'ПАО «Сбербанк»',
  bik: '044525225',
  account: '40702810938000012345',
  corrAccount: '30101810400000000225',
};

const invoice = (lines: number): InvoiceDocument => ({
  number: '2026-000042',
  date: new Date('2026-11-21T10:00:00Z'),
  currency: 'RUB',
  supplier,
  buyer: { name: 'ИП Иванова Мария', inn: '500100732259', address: 'г. Тверь, ул. Ленина, 5' },
  orderName: 'З-000042',
  lines: Array.from({ length: lines }, (_, i) => ({
    code: `KN-40-${String(i).padStart(4, '0')}`,
    name: `Картина по номерам «Закат в горах» №${i} 40×50`,
    quantity: 2,
    price: '450.50',
    sum: '901.00',
  })),
  total: (901 * lines).toFixed(2),
  vatRate: 20,
});

async function textOf(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(proxy, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

describe('the invoice PDF', () => {
  it('holds the number, supplier, buyer, every line, the total, the VAT line and the sum in words', async () => {
    const pdf = await renderInvoicePdf({
      ...invoice(3),
      orderReference: 'PO-4711',
      deliveryDate: '2026-12-03',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await textOf(pdf);
    // The buyer's reference and delivery day beside the order (docs/rules.md#order-reference).
    expect(text).toContain(
      'Заказ № З-000042, ваш номер заказа PO-4711, желаемая дата доставки 3 декабря 2026',
    );
    expect(text).toContain('Счёт на оплату № 2026-000042');
    expect(text).toContain('ООО «Хобби Опт»');
    expect(text).toContain('ИП Иванова Мария');
    for (const code of ['KN-40-0000', 'KN-40-0001', 'KN-40-0002']) expect(text).toContain(code);
    expect(text).toMatch(/2\s?703,00/);
    expect(text).toContain('В том числе НДС (20%)');
    expect(text).toMatch(/Две тысячи семьсот три рубля 00 копеек/i);
  });

  it('continues a long order on further pages', async () => {
    const { text, totalPages } = await textOf(await renderInvoicePdf(invoice(80)));
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('KN-40-0079');
  });

  it('computes the VAT included in the total to the kopeck', () => {
    expect(includedVat('1200.00', 20)).toBe('200.00');
    expect(includedVat('100.00', 20)).toBe('16.67');
    expect(includedVat('0.00', 20)).toBe('0.00');
  });

  it('writes roubles in words and other currencies as amounts', () => {
    expect(sumInWords('1234.50', 'RUB')).toBe('Одна тысяча двести тридцать четыре рубля 50 копеек');
    expect(sumInWords('10.00', 'EUR')).toMatch(/10,00\s€/);
  });

  it('names the file after the invoice', () => {
    const name = invoiceFileName('2026-000042', new Date('2026-11-21T10:00:00Z'));
    expect(name.ascii).toBe('invoice-2026-000042-2026-11-21.pdf');
    expect(name.utf8).toContain('Счёт на оплату № 2026-000042');
  });
});
