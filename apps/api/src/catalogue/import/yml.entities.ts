/**
 * HTML named entities that Russian YML feeds commonly use outside CDATA although XML does not define
 * them (`&nbsp;`, `&laquo;`…). Given to saxes as extra entities so such feeds still parse; any other
 * undefined entity stays an XML error.
 */
const CODE_POINTS: Record<string, number> = {
  nbsp: 0xa0,
  laquo: 0xab,
  raquo: 0xbb,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  mdash: 0x2014,
  ndash: 0x2013,
  minus: 0x2212,
  hellip: 0x2026,
  bull: 0x2022,
  middot: 0xb7,
  copy: 0xa9,
  reg: 0xae,
  trade: 0x2122,
  deg: 0xb0,
  plusmn: 0xb1,
  times: 0xd7,
  divide: 0xf7,
  frac12: 0xbd,
  frac14: 0xbc,
  frac34: 0xbe,
  sup2: 0xb2,
  sup3: 0xb3,
  micro: 0xb5,
  sect: 0xa7,
  para: 0xb6,
  shy: 0xad,
  thinsp: 0x2009,
  ensp: 0x2002,
  emsp: 0x2003,
  euro: 0x20ac,
  prime: 0x2032,
  Prime: 0x2033,
  larr: 0x2190,
  rarr: 0x2192,
  check: 0x2713,
};

export const HTML_ENTITIES: Record<string, string> = Object.fromEntries(
  Object.entries(CODE_POINTS).map(([name, code]) => [name, String.fromCodePoint(code)]),
);
