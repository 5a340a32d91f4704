import { apiError, type FakeAnswer, notFound } from './fake.answer';
import { createEach } from './fake.body';
import type { FakeWebhook, FakeWebhookAction, FakeWebhookStock } from './fake.model';
import type { Render } from './fake.render';
import { webhook, webhookStock } from './fake.render-documents';

/**
 * Creating, changing and deleting webhooks (JSON API 1.2, «Вебхуки», «Вебхук на изменение
 * остатков»): POST a body (or an array of bodies) → 200 the created webhook(s); PUT → 200 the
 * changed one; DELETE → 200 with no body. A missing field answers 412, a second webhook with
 * the same entityType, action and url (or url and reportType for stock) 412 too.
 */
type Body = Record<string, unknown>;

const ACTIONS: readonly FakeWebhookAction[] = ['CREATE', 'UPDATE', 'DELETE'];
const missing = (field: string) =>
  apiError(412, 3009, `Ошибка валидации: поле '${field}' не может быть пустым или отсутствовать`);
const duplicate = () =>
  apiError(412, 3006, "Ошибка сохранения объекта: нарушено ограничение уникальности параметра 'url'");

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 255 && /^https?:\/\/[^\s]+$/i.test(value);

/** A webhook from `body`, or the 412 answer. */
function entityWebhook(r: Render, body: Body, base?: FakeWebhook): FakeWebhook | FakeAnswer {
  const merged = { ...base, ...body };
  if (!isUrl(merged.url)) return missing('url');
  if (typeof merged.entityType !== 'string' || !merged.entityType || merged.entityType === 'webhook')
    return missing('entityType');
  if (!ACTIONS.includes(merged.action as FakeWebhookAction)) return missing('action');
  const same = r.account.webhooks
    .all()
    .find(
      (w) =>
        w.id !== base?.id &&
        w.url === merged.url &&
        w.entityType === merged.entityType &&
        w.action === merged.action,
    );
  if (same) return duplicate();
  return {
    id: base?.id ?? r.account.random.uuid(),
    url: merged.url,
    entityType: merged.entityType,
    action: merged.action as FakeWebhookAction,
    ...(merged.diffType === 'FIELDS' || merged.diffType === 'NONE' ? { diffType: merged.diffType } : {}),
    enabled: merged.enabled !== false,
    updated: r.account.tick(),
  };
}

/** A stock webhook from `body`, or the 412 answer. */
function stockWebhook(r: Render, body: Body, base?: FakeWebhookStock): FakeWebhookStock | FakeAnswer {
  const merged = { ...base, ...body };
  if (!isUrl(merged.url)) return missing('url');
  if (merged.stockType !== 'stock') return missing('stockType');
  if (merged.reportType !== 'all' && merged.reportType !== 'bystore') return missing('reportType');
  const same = r.account.webhookStocks
    .all()
    .find((w) => w.id !== base?.id && w.url === merged.url && w.reportType === merged.reportType);
  if (same) return duplicate();
  const { url, reportType } = merged;
  return {
    id: base?.id ?? r.account.random.uuid(),
    url,
    stockType: 'stock',
    reportType,
    enabled: merged.enabled !== false,
    updated: r.account.tick(),
  };
}

/** Saves one webhook of `kind` (new, or replacing `base`) and answers its JSON. */
function save(
  r: Render,
  kind: string,
  body: unknown,
  base?: FakeWebhook | FakeWebhookStock,
): FakeAnswer | Body {
  if (typeof body !== 'object' || body === null) return apiError(400, 1027, 'Запрос не содержит объектов');
  if (kind === 'webhook') {
    const made = entityWebhook(r, body as Body, base as FakeWebhook | undefined);
    if ('status' in made) return made;
    r.account.webhooks.add(made);
    return webhook(r, made);
  }
  const made = stockWebhook(r, body as Body, base as FakeWebhookStock | undefined);
  if ('status' in made) return made;
  r.account.webhookStocks.add(made);
  return webhookStock(r, made);
}

const answerOf = (saved: FakeAnswer | Body): FakeAnswer =>
  typeof saved.status === 'number' ? (saved as FakeAnswer) : { status: 200, body: saved };

/** POST entity/webhook or entity/webhookstock (one body or an array). */
export function createWebhook(r: Render, kind: string, body: unknown): FakeAnswer {
  return createEach(body, (one) => answerOf(save(r, kind, one)));
}

/** PUT entity/{webhook|webhookstock}/{id}: the fields given replace the webhook's. */
export function updateWebhook(r: Render, kind: string, id: string, body: unknown): FakeAnswer {
  const base = kind === 'webhook' ? r.account.webhooks.get(id) : r.account.webhookStocks.get(id);
  if (!base) return notFound(kind, id);
  return answerOf(save(r, kind, body, base));
}

/** DELETE entity/{webhook|webhookstock}/{id}. */
export function deleteWebhook(r: Render, kind: string, id: string): FakeAnswer {
  const removed = kind === 'webhook' ? r.account.webhooks.remove(id) : r.account.webhookStocks.remove(id);
  if (!removed) return notFound(kind, id);
  r.account.tick();
  return { status: 200 };
}
