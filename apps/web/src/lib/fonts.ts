import fontsStylesheetUrl from '@/styles/fonts.css?url';

/**
 * The same rules as a stylesheet file: the prerendered pages link it inside <noscript> (without
 * JavaScript nothing else loads the font), and a browser without the CSS Font Loading API gets it.
 */
export const FONTS_STYLESHEET_URL = fontsStylesheetUrl;

/** One @font-face rule of the font stylesheet, ready for the FontFace constructor. */
export interface FontFaceRule {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  /** Inclusive code point ranges of `unicode-range` (everything when the rule has none). */
  ranges: [number, number][];
}

const DESCRIPTORS: Record<string, keyof FontFaceDescriptors> = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'font-display': 'display',
  'unicode-range': 'unicodeRange',
  'font-feature-settings': 'featureSettings',
};

const UNICODE_RANGE = /u\+([0-9a-f?]+)(?:-([0-9a-f]+))?/gi;

/** `U+AC00-D7A3`, `U+0041`, `U+4??` → inclusive ranges. */
export function parseUnicodeRange(value: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const [, first = '', last] of value.matchAll(UNICODE_RANGE)) {
    if (last) ranges.push([parseInt(first, 16), parseInt(last, 16)]);
    else if (first.includes('?'))
      ranges.push([
        parseInt(first.replaceAll('?', '0'), 16),
        parseInt(first.replaceAll('?', 'F'), 16),
      ]);
    else ranges.push([parseInt(first, 16), parseInt(first, 16)]);
  }
  return ranges;
}

/** `name: value` up to the next `;` outside `url(…)` (a data: URL holds `;base64,`). */
const DECLARATION = /([a-z-]+)\s*:\s*((?:url\([^)]*\)|[^;])+)/gi;

/** The @font-face rules of a stylesheet's text (as Vite emits it: one rule per block, no nesting). */
export function parseFontFaces(css: string): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    let family = '';
    let source = '';
    const descriptors: Record<string, string> = {};
    let ranges: [number, number][] = [[0, 0x10ffff]];
    for (const [, rawName = '', rawValue = ''] of body.matchAll(DECLARATION)) {
      const name = rawName.toLowerCase();
      const value = rawValue.trim();
      if (name === 'font-family') family = value.replace(/^["']|["']$/g, '');
      else if (name === 'src') source = value;
      else if (DESCRIPTORS[name]) {
        descriptors[DESCRIPTORS[name]] = value;
        if (name === 'unicode-range') ranges = parseUnicodeRange(value);
      }
    }
    // The browser validates the values when the FontFace is built; they are CSS text here.
    if (family && source)
      rules.push({ family, source, descriptors: descriptors as FontFaceDescriptors, ranges });
  }
  return rules;
}

/** Whether any of `ranges` holds one of `sorted` (ascending code points). */
export function coversAny(ranges: [number, number][], sorted: number[]): boolean {
  for (const [start, end] of ranges) {
    // First code point >= start, by binary search; the range covers it when it is <= end.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sorted[mid] ?? 0) < start) low = mid + 1;
      else high = mid;
    }
    if (low < sorted.length && (sorted[low] ?? 0) <= end) return true;
  }
  return false;
}

function sortedCodePoints(text: string): number[] {
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0) ?? 0);
  return [...points].sort((a, b) => a - b);
}

/** Lets the browser handle input and paint before the next slice of font work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Font work per task: each slice stays far below a long task on a slow phone. */
const RULES_PER_TASK = 12;

/** A face in the HTTP cache loads within this; one from the network takes longer. */
const CACHED_WITHIN_MS = 100;

export interface LoadAppFontsOptions {
  /** Whose text decides which subsets are needed first (the page on screen). */
  root?: Node;
  /**
   * Calls `apply` at the next moment a change of typeface goes unnoticed: the next page change, or
   * when the tab is hidden. Without it the faces are applied as soon as they are loaded.
   */
  whenQuiet?: (apply: () => void) => void;
}

/**
 * Pretendard comes in 92 Unicode-range subsets, and each one that arrives while text is on screen
 * lays the whole page out again (with a system-font fallback search for every glyph still missing).
 * Instead the subsets the current screen's text needs are downloaded first and then all faces are
 * added in one go: one swap and one layout. When they come from the cache (a returning visitor)
 * that happens at once, right after the first render. On a first visit they arrive seconds later,
 * while the shopper is reading: the swap then waits for the next page change (`whenQuiet`), as
 * `font-display: optional` keeps a page in the font it started with. Subsets for text that shows
 * up later load on demand, as with a stylesheet. Every step runs in small tasks.
 */
export async function loadAppFonts({
  root = document.body,
  whenQuiet,
}: LoadAppFontsOptions = {}): Promise<void> {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = FONTS_STYLESHEET_URL;
    document.head.append(link);
    return;
  }
  // The emitted stylesheet's text (font URLs are absolute /assets/… paths), fetched as the CSS it
  // is rather than shipped inside a JavaScript chunk.
  let css: string;
  try {
    const response = await fetch(FONTS_STYLESHEET_URL);
    if (!response.ok) return;
    css = await response.text();
  } catch {
    return; // Offline or blocked: the system font stack stays, as with a failed stylesheet.
  }
  await nextTask();
  const rules = parseFontFaces(css);
  await nextTask();
  const onScreen = sortedCodePoints(root.textContent ?? '');
  const neededFaces: FontFace[] = [];
  const laterFaces: FontFace[] = [];
  for (let index = 0; index < rules.length; index += RULES_PER_TASK) {
    for (const rule of rules.slice(index, index + RULES_PER_TASK)) {
      const face = new FontFace(rule.family, rule.source, rule.descriptors);
      (coversAny(rule.ranges, onScreen) ? neededFaces : laterFaces).push(face);
    }
    await nextTask();
  }
  const started = performance.now();
  // A subset that fails to load leaves its characters in the system font, as a stylesheet would.
  await Promise.allSettled(neededFaces.map((face) => face.load()));
  const apply = () => {
    for (const face of [...neededFaces, ...laterFaces]) document.fonts.add(face);
  };
  if (!whenQuiet || performance.now() - started <= CACHED_WITHIN_MS) apply();
  else whenQuiet(apply);
}
