import type { ProductKind } from './data/categories';

/** What a picture shows: the product's category motif in its seeded colours, and its code. */
export type PictureSpec = { code: string; kind: ProductKind; label: string; hue: number; variant: number };

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

/** The category motif, drawn in a 480×480 box: recognisably different per category. */
function motif(kind: ProductKind, h: number, v: number): string {
  const a = hsl(h + 180, 70, 55);
  const b = hsl(h + 30, 60, 75);
  const dark = hsl(h, 45, 25);
  switch (kind) {
    case 'paint':
      return `<rect x="70" y="80" width="340" height="270" fill="#fff" stroke="${dark}" stroke-width="6"/>
<circle cx="${300 - v * 40}" cy="150" r="36" fill="${hsl(h + 50, 90, 65)}" stroke="#333" stroke-width="2"/>
<polygon points="70,350 ${130 + (h % 80)},${170 + (h % 50)} 250,300 ${290 + (h % 70)},${200 + (h % 60)} 410,350" fill="${a}" stroke="#333" stroke-width="2"/>
<polygon points="70,350 150,280 230,350" fill="${b}" stroke="#333" stroke-width="2"/>
<text x="160" y="250" font-size="22" font-family="DejaVu Sans, sans-serif" fill="#333">3</text>
<text x="300" y="300" font-size="22" font-family="DejaVu Sans, sans-serif" fill="#333">7</text>`;
    case 'mosaic':
      return `<defs><pattern id="m" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${a}"/><rect x="3" y="3" width="14" height="14" rx="3" fill="${b}"/></pattern></defs>
<circle cx="240" cy="215" r="${140 - v * 10}" fill="url(#m)" stroke="#fff" stroke-width="8"/>`;
    case 'ribbon':
      return `${[0, 72, 144, 216, 288].map((r) => `<ellipse cx="240" cy="150" rx="38" ry="72" fill="${b}" stroke="${a}" stroke-width="6" transform="rotate(${r + v * 10} 240 215)"/>`).join('')}
<circle cx="240" cy="215" r="30" fill="${hsl(h + 50, 85, 60)}"/>`;
    case 'toy':
      return `<ellipse cx="205" cy="110" rx="24" ry="62" fill="${b}" transform="rotate(${-(h % 25)} 205 160)"/><ellipse cx="275" cy="110" rx="24" ry="62" fill="${b}" transform="rotate(${h % 25} 275 160)"/>
<circle cx="240" cy="190" r="66" fill="${b}"/><ellipse cx="240" cy="320" rx="80" ry="70" fill="${a}"/>
<circle cx="218" cy="180" r="8" fill="#222"/><circle cx="262" cy="180" r="8" fill="#222"/>`;
    case 'roombox':
      return `<polygon points="110,90 370,90 370,330 110,330" fill="${b}"/><polygon points="110,330 370,330 420,380 60,380" fill="${dark}"/>
<polygon points="60,40 110,90 110,330 60,380" fill="${a}"/><polygon points="420,40 370,90 370,330 420,380" fill="${a}"/>
<rect x="200" y="130" width="80" height="90" fill="${hsl(h + 50, 90, 80)}" stroke="#fff" stroke-width="6"/>
<circle cx="240" cy="100" r="18" fill="#ffe680"/>`;
    case 'wood':
      return `<circle cx="240" cy="215" r="120" fill="none" stroke="#b07a45" stroke-width="44" stroke-dasharray="26 18"/>
<circle cx="240" cy="215" r="100" fill="#d9a86c" stroke="#8a5a2b" stroke-width="6"/><circle cx="240" cy="215" r="26" fill="#8a5a2b"/>
<rect x="120" y="205" width="240" height="20" fill="#8a5a2b" transform="rotate(${(h % 90) + v * 30} 240 215)"/>`;
    case 'puzzle3d':
      return `<polygon points="120,210 240,100 360,210" fill="#fff" stroke="#222" stroke-width="6"/>
<rect x="140" y="210" width="200" height="150" fill="#fff" stroke="#222" stroke-width="6"/>
<rect x="215" y="280" width="50" height="80" fill="${b}" stroke="#222" stroke-width="5"/>
<rect x="160" y="235" width="40" height="40" fill="${a}" stroke="#222" stroke-width="4"/>`;
    case 'wool':
      return [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<circle cx="${140 + ((i * 67 + v * 30) % 220)}" cy="${130 + ((i * 43) % 170)}" r="${60 + (i % 3) * 12}" fill="${hsl(h + i * 25, 55, 70)}" fill-opacity="0.7"/>`,
        )
        .join('');
    case 'cross':
      return `<defs><pattern id="x" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M4 4 L20 20 M20 4 L4 20" stroke="${a}" stroke-width="5"/></pattern></defs>
<rect x="80" y="70" width="320" height="290" fill="#fffdf5"/><path d="M100 330 C 160 ${120 + v * 30}, 300 ${120 - v * 20}, 380 330 Z" fill="url(#x)"/>`;
    case 'dreamcatcher':
      return `<circle cx="240" cy="170" r="110" fill="none" stroke="${dark}" stroke-width="10"/>
<path d="M240 60 L330 230 L150 230 Z M240 280 L150 110 L330 110 Z" fill="none" stroke="${b}" stroke-width="3"/>
${[170, 240, 310].map((x) => `<line x1="${x}" y1="270" x2="${x}" y2="330" stroke="${dark}" stroke-width="3"/><ellipse cx="${x}" cy="360" rx="14" ry="34" fill="${a}"/>`).join('')}`;
    case 'accessory':
      return [-20, 0, 20]
        .map(
          (r, i) =>
            `<g transform="rotate(${r + v * 5} 240 240)"><rect x="${200 + i * 30}" y="90" width="16" height="220" rx="6" fill="${hsl(h + i * 40, 60, 45)}"/><rect x="${200 + i * 30}" y="300" width="16" height="30" fill="#ccc"/><path d="M${200 + i * 30} 330 l8 40 l8 -40 Z" fill="#333"/></g>`,
        )
        .join('');
    case 'frame':
      return `<rect x="80" y="70" width="320" height="290" fill="${hsl(h + 20, 60, 40)}" stroke="${hsl(h + 20, 70, 70)}" stroke-width="10"/>
<rect x="120" y="110" width="240" height="210" fill="#f4f1ea" stroke="${dark}" stroke-width="4"/>`;
  }
}

/** The picture as SVG text; rendered by sharp at 480×480 for the original and 75×75 for the thumbnail. */
export function pictureSvg(spec: PictureSpec, size: number): string {
  const h = spec.hue + spec.variant * 35;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 480 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 65, 72)}"/><stop offset="1" stop-color="${hsl(h + 40, 55, 40)}"/></linearGradient></defs>
<rect width="480" height="480" fill="url(#g)"/>
${motif(spec.kind, h, spec.variant)}
<rect x="0" y="0" width="480" height="34" fill="rgba(0,0,0,0.35)"/>
<text x="16" y="24" font-size="18" font-family="DejaVu Sans, sans-serif" fill="#fff">${spec.label}${spec.variant ? ` · ${spec.variant + 1}` : ''}</text>
<rect x="60" y="398" width="360" height="60" rx="12" fill="rgba(255,255,255,0.88)"/>
<text x="240" y="440" font-size="34" font-weight="bold" text-anchor="middle" font-family="DejaVu Sans, sans-serif" fill="#222">${spec.code}</text>
</svg>`;
}
