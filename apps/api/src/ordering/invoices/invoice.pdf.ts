import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Currency, formatMoney, fromMinor, toMinor } from '@kits/contract';
import { rubles } from 'rubles';

/** Supplier requisites (from configuration, SUPPLIER_* env vars). */
export type InvoiceSupplier = {
  name: string;
  inn: string;
  kpp: string;
  address: string;
  bank: string;
  bik: string;
  account: string;
  corrAccount: string;
};

/** The buyer's requisites (docs/rules.md#counterparty): its name, tax ids, address, phone and bank. */
export type InvoiceBuyer = {
  name: string;
  inn?: string | null;
  kpp?: string | null;
  vatId?: string | null;
  address?: string | null;
  phone?: string | null;
  bank?: {
    name: string | null;
    bic: string | null;
    account: string | null;
    corrAccount: string | null;
  } | null;
};

/** Everything printed on an invoice (счёт на оплату). Money as decimal strings in `currency`. */
export type InvoiceDocument = {
  number: string;
  date: Date;
  currency: Currency;
  supplier: InvoiceSupplier;
  buyer: InvoiceBuyer;
  /** The order the invoice is for, e.g. "З-000123". */
  orderName: string;
  /** The buyer's own reference for the order and the delivery day asked for ('YYYY-MM-DD'), if given (docs/rules.md#order-reference). */
  orderReference?: string | null;
  deliveryDate?: string | null;
  lines: { code: string; name: string; quantity: number; price: string; sum: string }[];
  total: string;
  /** Percent, included in the prices. */
  vatRate: number;
};

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** DejaVu Sans, read once: it has Cyrillic glyphs (pdfkit's built-in fonts don't). */
function loadFonts() {
  fonts ??= {
    regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const dateRu = (d: Date) => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long' }).format(d);
const amount = (value: string | number, currency: Currency) => formatMoney(value, currency, 'ru');

/** VAT included in a gross total: total × rate / (100 + rate), in kopecks precision (decimal string). */
export function includedVat(total: string, ratePercent: number): string {
  return fromMinor(Math.round((toMinor(total) * ratePercent) / (100 + ratePercent)));
}

/** The total in Russian words for roubles ("Одна тысяча двести рублей 50 копеек"), else the formatted amount. */
export function sumInWords(total: string, currency: Currency): string {
  if (currency !== 'RUB') return amount(total, currency);
  const words = rubles(Number(total)) || 'ноль рублей 00 копеек';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** File name that names the invoice: ASCII fallback and the Russian UTF-8 name. */
export function invoiceFileName(number: string, date: Date) {
  const day = date.toISOString().slice(0, 10);
  return { ascii: `invoice-${number}-${day}.pdf`, utf8: `Счёт на оплату № ${number} от ${day}.pdf` };
}

/**
 * The buyer as one line: name, ИНН, КПП or VAT ID, address, phone, then its bank (р/с, bank, БИК,
 * к/с) — whatever of them is known.
 */
export function buyerLine(b: InvoiceBuyer): string {
  const bank = b.bank
    ? [
        b.bank.account ? `р/с ${b.bank.account}` : null,
        b.bank.name ? `в ${b.bank.name}` : null,
        b.bank.bic ? `БИК ${b.bank.bic}` : null,
        b.bank.corrAccount ? `к/с ${b.bank.corrAccount}` : null,
      ]
    : [];
  return [
    b.name,
    b.inn ? `ИНН ${b.inn}` : null,
    b.kpp ? `КПП ${b.kpp}` : null,
    b.vatId ? `VAT ID ${b.vatId}` : null,
    b.address,
    b.phone ? `тел. ${b.phone}` : null,
    ...bank,
  ]
    .filter(Boolean)
    .join(', ');
}

const COLUMNS = [
  { key: 'n', title: '№', width: 24, align: 'center' },
  { key: 'code', title: 'Код', width: 72, align: 'left' },
  { key: 'name', title: 'Товар', width: 197, align: 'left' },
  { key: 'quantity', title: 'Кол-во', width: 44, align: 'right' },
  { key: 'unit', title: 'Ед.', width: 28, align: 'center' },
  { key: 'price', title: 'Цена', width: 70, align: 'right' },
  { key: 'sum', title: 'Сумма', width: 80, align: 'right' },
] as const;

/**
 * Renders an invoice (счёт на оплату) as a PDF: bank requisites, number and date, supplier and
 * buyer, lines with code, name, quantity, price and sum, totals, the VAT line and the sum in
 * Russian words. Long orders continue on further pages with the table header repeated.
 * docs/rules.md#invoice-pdf; docs/rules.md#spec-4 Checkout.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // Loaded on the first invoice, not at start (docs/rules.md#lazy-libraries).
  const { default: PDFDocument } = await import('pdfkit');
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Счёт № ${invoice.number}` } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const s = invoice.supplier;

  // Bank requisites box, as on every Russian invoice.
  doc.font('regular').fontSize(8);
  const boxTop = doc.y;
  const rows: [string, string][] = [
    [`${s.bank}`, `БИК ${s.bik}`],
    ['Банк получателя', `Сч. № ${s.corrAccount}`],
    [`ИНН ${s.inn}    КПП ${s.kpp}`, `Сч. № ${s.account}`],
    [`${s.name}`, ''],
    ['Получатель', ''],
  ];
  let y = boxTop;
  for (const [a, b] of rows) {
    doc.text(a, left + 4, y + 3, { width: width * 0.6 - 8 });
    doc.text(b, left + width * 0.6 + 4, y + 3, { width: width * 0.4 - 8 });
    y += 14;
  }
  doc.rect(left, boxTop, width, y - boxTop).stroke();
  doc
    .moveTo(left + width * 0.6, boxTop)
    .lineTo(left + width * 0.6, y)
    .stroke();

  doc
    .font('bold')
    .fontSize(14)
    .text(`Счёт на оплату № ${invoice.number} от ${dateRu(invoice.date)}`, left, y + 16, { width });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .lineWidth(1.5)
    .stroke()
    .lineWidth(1);
  doc.moveDown(0.8);

  const party = (label: string, text: string) => {
    const top = doc.y;
    doc.font('regular').fontSize(9).text(label, left, top, { width: 90 });
    doc.font('bold').text(text, left + 95, top, { width: width - 95 });
    doc.moveDown(0.4);
  };
  party('Поставщик:', `${s.name}, ИНН ${s.inn}, КПП ${s.kpp}, ${s.address}`);
  party('Покупатель:', buyerLine(invoice.buyer));
  party(
    'Основание:',
    [
      `Заказ № ${invoice.orderName}`,
      invoice.orderReference && `ваш номер заказа ${invoice.orderReference}`,
      invoice.deliveryDate &&
        `желаемая дата доставки ${dateRu(new Date(`${invoice.deliveryDate}T12:00:00Z`))}`,
    ]
      .filter(Boolean)
      .join(', '),
  );
  doc.moveDown(0.4);

  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8);
    const heights = COLUMNS.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - 6 }));
    const h = Math.max(...heights) + 6;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom - 20) {
      doc.addPage();
      if (font === 'regular')
        drawRow(
          COLUMNS.map((c) => c.title),
          'bold',
        );
      doc.font(font).fontSize(8);
    }
    const top = doc.y;
    let x = left;
    COLUMNS.forEach((c, i) => {
      doc.rect(x, top, c.width, h).stroke();
      doc.text(cells[i] ?? '', x + 3, top + 3, { width: c.width - 6, align: c.align });
      x += c.width;
    });
    doc.x = left;
    doc.y = top + h;
  };
  drawRow(
    COLUMNS.map((c) => c.title),
    'bold',
  );
  for (const [i, line] of invoice.lines.entries()) {
    drawRow(
      [
        String(i + 1),
        line.code,
        line.name,
        String(line.quantity),
        'шт',
        amount(line.price, invoice.currency),
        amount(line.sum, invoice.currency),
      ],
      'regular',
    );
  }

  const tableRight = left + COLUMNS.reduce((a, c) => a + c.width, 0);
  const totalLine = (label: string, value: string) => {
    const top = doc.y + 4;
    doc
      .font('bold')
      .fontSize(9)
      .text(label, left, top, { width: tableRight - left - 90, align: 'right' });
    doc.text(value, tableRight - 88, top, { width: 88, align: 'right' });
  };
  totalLine('Итого:', amount(invoice.total, invoice.currency));
  totalLine(
    `В том числе НДС (${invoice.vatRate}%):`,
    amount(includedVat(invoice.total, invoice.vatRate), invoice.currency),
  );
  totalLine('Всего к оплате:', amount(invoice.total, invoice.currency));
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(9)
    .text(
      `Всего наименований ${invoice.lines.length}, на сумму ${amount(invoice.total, invoice.currency)}`,
      left,
      doc.y,
      { width },
    );
  doc.font('bold').text(sumInWords(invoice.total, invoice.currency), { width });
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(8)
    .text(
      'Оплата данного счёта означает согласие с условиями поставки товара. Счёт действителен в течение 5 банковских дней.',
      { width },
    );
  doc.moveDown(2);
  const signTop = doc.y;
  doc.fontSize(9).text('Руководитель ______________________', left, signTop);
  doc.text('Бухгалтер ______________________', left + width / 2, signTop);
  doc.end();
  return done;
}
