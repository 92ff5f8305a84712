import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { SHARE_CARD, formatWon, type ProductDetail } from '@chorok/contract';
import type satoriType from 'satori';
import sharp from 'sharp';

/*
 * A product's link-preview picture: its art on the left, name and price on the right, drawn by
 * satori (layout and Korean text as SVG paths, with the web app's own Pretendard) and encoded by
 * sharp. Nothing depends on the machine's fonts.
 */

/** Bump when the drawing changes: it is part of every card's version. */
const CARD_VERSION = 1;
const COLORS = {
  logo: '#15573a',
  primary: '#1e6b45',
  oat: '#f6f1e7',
  mandarin: '#be3e0a',
  gray50: '#959b97',
  gray60: '#626864',
  gray100: '#141614',
} as const;
const WORDS = { brand: '초록', soldOut: '품절', tagline: '식물과 함께하는 생활' } as const;

export type ShareCardProduct = Pick<
  ProductDetail,
  'id' | 'name' | 'botanicalName' | 'price' | 'salePrice' | 'salePercent' | 'status' | 'stock'
>;

/** The art's side: a square as tall as the card. */
export const SHARE_CARD_ART_WIDTH = SHARE_CARD.height;

const soldOut = (product: ShareCardProduct) => product.status !== 'ON_SALE' || product.stock <= 0;

/** A hash of everything the card shows: it goes in the card's URL, so a new price is a new URL. */
export function shareCardVersion(product: ShareCardProduct, artKey: string | undefined): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        CARD_VERSION,
        product.id,
        product.name,
        product.botanicalName,
        product.price,
        product.salePrice,
        product.salePercent,
        soldOut(product),
        artKey ?? null,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
}

const require = createRequire(import.meta.url);
/** The web app's typeface (an OTF: satori reads no WOFF2), regular and bold. */
const FONT_FILES = [
  [400, require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')],
  [700, require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf')],
] as const;
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | null = null;
function loadFonts() {
  fonts ??= Promise.all(
    FONT_FILES.map(async ([weight, file]) => ({
      name: 'Pretendard',
      data: await readFile(file),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

function priceBlock(product: ShareCardProduct): Node {
  const onSale = product.salePercent > 0 && product.salePrice < product.price;
  return el('div', { display: 'flex', flexDirection: 'column', gap: 6 }, [
    ...(onSale
      ? [
          el(
            'div',
            {
              fontSize: 34,
              color: COLORS.gray50,
              textDecoration: 'line-through',
            },
            formatWon(product.price),
          ),
        ]
      : []),
    el('div', { display: 'flex', alignItems: 'baseline', gap: 18 }, [
      ...(onSale
        ? [
            el(
              'div',
              { fontSize: 60, fontWeight: 700, color: COLORS.mandarin },
              `${product.salePercent}%`,
            ),
          ]
        : []),
      el(
        'div',
        { fontSize: 60, fontWeight: 700, color: COLORS.gray100 },
        formatWon(product.salePrice),
      ),
      ...(soldOut(product)
        ? [
            el(
              'div',
              {
                fontSize: 30,
                fontWeight: 700,
                color: '#fff',
                backgroundColor: COLORS.gray60,
                borderRadius: 12,
                padding: '6px 16px',
              },
              WORDS.soldOut,
            ),
          ]
        : []),
    ]),
  ]);
}

/** The card as JPEG: `art` is the product's picture (any format sharp reads), or none. */
export async function renderShareCard(
  product: ShareCardProduct,
  art: Buffer | null,
): Promise<Buffer> {
  const side = SHARE_CARD_ART_WIDTH;
  const artUri = art
    ? `data:image/png;base64,${(
        await sharp(art)
          .resize(side, side, { fit: 'cover' })
          .flatten({ background: COLORS.oat })
          .png()
          .toBuffer()
      ).toString('base64')}`
    : null;
  const tree = el(
    'div',
    {
      display: 'flex',
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
      backgroundColor: '#fff',
      fontFamily: 'Pretendard',
    },
    [
      artUri
        ? {
            type: 'img',
            props: { src: artUri, width: side, height: side, style: { width: side, height: side } },
          }
        : el('div', { width: side, height: side, backgroundColor: COLORS.oat }),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: SHARE_CARD.width - side,
          padding: '56px 52px',
        },
        [
          el('div', { display: 'flex', alignItems: 'baseline', gap: 14 }, [
            el('div', { fontSize: 40, fontWeight: 700, color: COLORS.logo }, WORDS.brand),
            el('div', { fontSize: 24, color: COLORS.gray60 }, WORDS.tagline),
          ]),
          el('div', { display: 'flex', flexDirection: 'column', gap: 14 }, [
            el(
              'div',
              {
                fontSize: 52,
                fontWeight: 700,
                color: COLORS.gray100,
                lineHeight: 1.25,
                lineClamp: 3,
              },
              product.name,
            ),
            ...(product.botanicalName
              ? [
                  el(
                    'div',
                    { fontSize: 28, color: COLORS.gray60, lineClamp: 1 },
                    product.botanicalName,
                  ),
                ]
              : []),
          ]),
          priceBlock(product),
        ],
      ),
    ],
  );
  // Loaded at the first card, not with the server: its layout engine is 0.4 s of start-up.
  const { default: satori } = await import('satori');
  const svg = await satori(tree as Parameters<typeof satoriType>[0], {
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
