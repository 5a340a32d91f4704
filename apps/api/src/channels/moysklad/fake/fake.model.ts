/**
 * What the fake МойСклад account keeps, in our own compact form (times as epoch ms, money in
 * kopecks, links as ids); fake.render.ts turns each into the documented JSON with meta objects.
 */

/** The three price types, in МойСклад's order (the first is the default). */
export type FakePriceType = { id: string; name: string; externalCode: string };

export type FakeFolder = {
  id: string;
  name: string;
  code: string;
  externalCode: string;
  parentId: string | null;
  archived: boolean;
  updated: number;
};

/** The product's additional fields («Размер», «Премиум», «Хэштеги», «Название (EN)», «Описание (EN)»). */
export type FakeProductAttributes = {
  size: string;
  premium: boolean;
  hashtags: string;
  nameEn: string;
  descriptionEn: string;
};

export type FakeProduct = {
  id: string;
  name: string;
  code: string;
  article: string;
  externalCode: string;
  description: string;
  folderId: string | null;
  archived: boolean;
  updated: number;
  /** Sale prices, kopecks, by price type id. */
  prices: Record<string, number>;
  /** Purchase price, kopecks. */
  buyPrice: number;
  attributes: FakeProductAttributes;
  /** EAN-13 codes. */
  barcodes: string[];
  imageIds: string[];
  vat: number;
  weight: number;
};

/** A modification of a product (one characteristic: «Основа»). */
export type FakeVariant = {
  id: string;
  productId: string;
  name: string;
  code: string;
  article: string;
  externalCode: string;
  characteristic: { id: string; name: string; value: string };
  prices: Record<string, number>;
  barcodes: string[];
  archived: boolean;
  updated: number;
};

export type FakeStore = {
  id: string;
  name: string;
  externalCode: string;
  address: string;
  archived: boolean;
  updated: number;
};

export type FakeRetailStore = FakeStore & {
  /** The warehouse this retail store sells from. */
  storeId: string;
  priceTypeId: string;
  shiftId: string;
};

/** Stock of one assortment (product without modifications, or modification) in one store. */
export type FakeStockRow = {
  assortmentId: string;
  storeId: string;
  stock: number;
  reserve: number;
  inTransit: number;
  /** When any of the three last changed (epoch ms): what `changedSince` compares. */
  changed: number;
};

export type FakePosition = {
  id: string;
  assortmentId: string;
  quantity: number;
  /** Price of one unit, kopecks. */
  price: number;
  /** Percent. */
  discount: number;
  vat: number;
};

type FakeRetailDocument = {
  id: string;
  name: string;
  externalCode: string;
  retailStoreId: string;
  storeId: string;
  /** Document time (whole minutes). */
  moment: number;
  created: number;
  updated: number;
  positions: FakePosition[];
  /** Moved to the recycle bin at (epoch ms), else null. */
  deleted: number | null;
};

export type FakeRetailDemand = FakeRetailDocument & { type: 'retaildemand' };
export type FakeRetailReturn = FakeRetailDocument & { type: 'retailsalesreturn'; demandId: string };

/** A counterparty («Контрагент»): a wholesale customer (legal entity) or the retail customer. */
export type FakeCounterparty = {
  id: string;
  name: string;
  code: string;
  externalCode: string;
  description: string;
  companyType: 'legal' | 'entrepreneur' | 'individual';
  /** Full legal name («Полное наименование»). */
  legalTitle: string;
  inn: string;
  kpp: string;
  email: string;
  phone: string;
  actualAddress: string;
  legalAddress: string;
  /** «Тип цены» (`priceType`): the price type the counterparty buys at, null for none. */
  priceTypeId: string | null;
  archived: boolean;
  created: number;
  updated: number;
};

/** A status of customer orders («Статусы документов»): `color` as ARGB in one integer. */
export type FakeState = {
  id: string;
  name: string;
  color: number;
  stateType: 'Regular' | 'Successful' | 'Unsuccessful';
};

/** A customer order («Заказ покупателя»): links as ids, positions as the retail documents'. */
export type FakeCustomerOrder = {
  type: 'customerorder';
  id: string;
  name: string;
  externalCode: string;
  description: string;
  organizationId: string;
  agentId: string;
  storeId: string | null;
  stateId: string;
  /** Document time (seconds). */
  moment: number;
  /** Planned shipping time (`deliveryPlannedMoment`, epoch ms), null when not set. */
  deliveryPlannedMoment: number | null;
  created: number;
  updated: number;
  applicable: boolean;
  vatEnabled: boolean;
  vatIncluded: boolean;
  positions: FakePosition[];
  /** Moved to the recycle bin at (epoch ms), else null. */
  deleted: number | null;
};

export type FakeImage = {
  id: string;
  title: string;
  filename: string;
  /** RGB of the solid square drawn into `bytes`. */
  colour: [number, number, number];
  /** JPEG bytes, rendered by `renderFakeImages` (sharp) when a fake server starts. */
  bytes: Buffer | null;
  updated: number;
};

export type FakeWebhookAction = 'CREATE' | 'UPDATE' | 'DELETE';

export type FakeWebhook = {
  id: string;
  url: string;
  entityType: string;
  action: FakeWebhookAction;
  diffType?: 'NONE' | 'FIELDS';
  enabled: boolean;
  updated: number;
};

export type FakeWebhookStock = {
  id: string;
  url: string;
  stockType: 'stock';
  reportType: 'all' | 'bystore';
  enabled: boolean;
  updated: number;
};

/** A change a webhook may report. */
export type FakeEvent = {
  entityType: string;
  id: string;
  action: FakeWebhookAction;
  updatedFields?: string[];
  at: number;
};

/** The fixed ids every account has (employee, organization, group, currency, retail customer). */
export type FakeAccountIds = {
  accountId: string;
  employeeId: string;
  groupId: string;
  organizationId: string;
  currencyId: string;
  counterpartyId: string;
  uomId: string;
  /** The product's additional fields' ids, and the modifications' characteristic «Основа». */
  attributes: Record<keyof FakeProductAttributes, string>;
};
