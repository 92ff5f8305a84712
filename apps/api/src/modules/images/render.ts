import { IMAGE, type ImageFormat } from '@chorok/contract';
import sharp from 'sharp';

export const SVG_CONTENT_TYPE = 'image/svg+xml';

export const FORMAT_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The original as stored in image_assets. */
export interface OriginalImage {
  contentType: string;
  width: number;
}

/** One rendition: exact output width, quality and format. */
export interface Variant {
  width: number;
  quality: number;
  format: ImageFormat;
}

/**
 * The rendition a request names. Without `w` the original's width, capped at IMAGE.maxWidth.
 * A vector original is drawn at any width asked for (it stays sharp); a raster one is never
 * enlarged, so `?w=2000` of an 800 px photo is the 800 px rendition, cached once. PNG is lossless
 * here, so its quality is fixed and every `q` shares one file.
 */
export function resolveVariant(
  original: OriginalImage,
  query: { w?: number | undefined; q: number; f: ImageFormat },
): Variant {
  const wanted = query.w ?? Math.min(original.width, IMAGE.maxWidth);
  const width =
    original.contentType === SVG_CONTENT_TYPE ? wanted : Math.min(wanted, original.width);
  return { width, quality: query.f === 'png' ? 100 : query.q, format: query.f };
}

/** librsvg draws at `density` dots per inch, where the SVG's own size is at 72. */
const SVG_BASE_DENSITY = 72;
/** sharp's accepted range for `density`. */
const DENSITY_RANGE = { min: 1, max: 100_000 } as const;

/**
 * The DPI at which an SVG of `intrinsicWidth` user units comes out `targetWidth` pixels wide:
 * the vector is drawn at the size wanted instead of drawn small and scaled up (blurred) or drawn
 * huge and scaled down (slow).
 */
export function svgDensity(intrinsicWidth: number, targetWidth: number): number {
  const density = (SVG_BASE_DENSITY * targetWidth) / Math.max(intrinsicWidth, 1);
  return Math.min(DENSITY_RANGE.max, Math.max(DENSITY_RANGE.min, density));
}

/**
 * AVIF encoding is by far the slowest step (effort 4: ≈ 4 s for 2048 px on this machine; effort
 * 2: ≈ 1 s, a few percent larger); renditions are cached for good, but the first visitor waits.
 */
const AVIF_EFFORT = 2;
const WHITE = { r: 255, g: 255, b: 255 };

/**
 * Renders one variant. The output carries no metadata (sharp drops EXIF, XMP and ICC unless
 * asked; the pixels are converted to sRGB and turned upright by the EXIF orientation first).
 * Transparency stays for WebP, AVIF and PNG (cut-outs); JPEG has none, so it is flattened onto
 * white rather than left to turn black.
 */
export async function renderImage(
  bytes: Buffer,
  original: OriginalImage,
  variant: Variant,
): Promise<Buffer> {
  const vector = original.contentType === SVG_CONTENT_TYPE;
  let density: number | undefined;
  if (vector) {
    // The SVG's own width, not the row's: they should agree, but the drawing is what librsvg sees.
    const { width: intrinsic = original.width } = await sharp(bytes).metadata();
    density = svgDensity(intrinsic, variant.width);
  }
  let pipeline = sharp(bytes, density === undefined ? {} : { density })
    .autoOrient()
    .resize({ width: variant.width, withoutEnlargement: !vector });
  if (variant.format === 'jpeg') pipeline = pipeline.flatten({ background: WHITE });
  switch (variant.format) {
    case 'webp':
      pipeline = pipeline.webp({ quality: variant.quality });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: variant.quality, effort: AVIF_EFFORT });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: variant.quality, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
  }
  return pipeline.toBuffer();
}
