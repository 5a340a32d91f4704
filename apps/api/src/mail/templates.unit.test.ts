import { describe, expect, it } from 'vitest';
import { renderBodies } from './layout';
import { renderTemplate } from './templates';

describe('mail templates (docs/rules.md#mail-outbox)', () => {
  const order = {
    uuid: '00000000-0000-4000-8000-000000000001',
    name: 'З-000042',
    created_at: '2026-03-05T10:00:00Z',
    sum: '1000.00',
    discount_sum: '50.00',
    sum_with_discount: '950.00',
    currency: 'RUB',
    store_name: 'Точка "A" & <B>',
    buyer_name: '<script>alert(1)</script>',
    buyer_login: 'shop',
    lines: [{ code: 'K-1', name: 'Краски & <кисти>', quantity: 2, price: '500.00', sum: '1000.00' }],
  };

  it('escapes every user text in the HTML and keeps it as written in the plain text', () => {
    const r = { lang: 'ru' as const, origin: 'https://b2b.example.ru', toStaff: true };
    const content = renderTemplate('order-received', order, r as never);
    const { text, html } = renderBodies('ru' as never, content);
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('Краски & <кисти>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Краски &#38; &#60;кисти&#62;');
    expect(html).toContain('Точка &#34;A&#34; &#38; &#60;B&#62;');
    expect(html).toContain(`href="https://b2b.example.ru/orders/${order.uuid}"`);
  });

  it('speaks the recipient’s language, with the sums in its format', () => {
    const en = renderTemplate('order-received', order, {
      lang: 'en' as never,
      origin: 'https://b2b.example.eu',
      toStaff: false,
    });
    expect(en.subject).toBe('Hobby Wholesale: order З-000042 received');
    const { text } = renderBodies('en' as never, en);
    expect(text).toContain('Discount: ₽50.00');
    expect(text).toContain('Total: ₽950.00');
    expect(() =>
      renderTemplate('no-such', {}, { lang: 'en' as never, origin: '', toStaff: false }),
    ).toThrow();
  });
});
