/*
 * Filling the web build's page template (dist/_ssr/page-shell.html) with a page rendered at
 * request time. Everything written here is either React's escaped markup or escaped by these
 * functions: no text from the database reaches the document as HTML.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe between tags and inside double or single quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can sit inside `<script type="application/json">`: `<` can never start `</script>` or
 * `<!--`, and the line separators JavaScript once refused stay escaped. JSON.parse reads the
 * escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
}

/** `<tag a="…" b>`: each value escaped; true writes the bare attribute. */
export function htmlTag(name: string, attributes: Record<string, string | true>): string {
  const written = Object.entries(attributes).map(([key, value]) =>
    value === true ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`,
  );
  return `<${name}${written.join('')}>`;
}

export interface PageParts {
  title: string;
  /** Tags for the head (already escaped, e.g. from htmlTag), placed before the stylesheet. */
  head: string[];
  /** The markup inside `<div id="root">`, as React rendered it. */
  root: string;
  /** Put in `<script type="application/json" id="…">` right after the root. */
  state?: { elementId: string; value: unknown };
  /** Replaces the template's site-wide `<meta name="description">`. */
  description?: string;
}

const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const TITLE = /<title>[^<]*<\/title>/;
const ROOT_ELEMENT = '<div id="root"></div>';

export class PageShellError extends Error {
  override name = 'PageShellError';
}

/** Refuses a template that lacks what fillPageShell replaces, so a bad build fails at start-up. */
export function checkPageShell(shell: string): void {
  for (const [part, present] of [
    ['<title>', TITLE.test(shell)],
    [ROOT_ELEMENT, shell.includes(ROOT_ELEMENT)],
  ] as const) {
    if (!present) throw new PageShellError(`The page template has no ${part}`);
  }
}

/** The template with the page's title, head tags, markup and state. */
export function fillPageShell(
  shell: string,
  { title, head, root, state, description }: PageParts,
): string {
  const stateScript = state
    ? `<script type="application/json" id="${escapeHtml(state.elementId)}">${jsonForScript(state.value)}</script>`
    : '';
  // Function replacers: the markup may hold `$&`-like sequences a string replacement would expand.
  const descriptionTag =
    description === undefined
      ? null
      : htmlTag('meta', { name: 'description', content: description });
  // The template's site-wide description is replaced; a template without one gets it in the head.
  const inTemplate = descriptionTag !== null && DESCRIPTION.test(shell);
  const described = inTemplate ? shell.replace(DESCRIPTION, () => descriptionTag) : shell;
  const headTags = descriptionTag && !inTemplate ? [descriptionTag, ...head] : head;
  return described
    .replace(TITLE, () => [`<title>${escapeHtml(title)}</title>`, ...headTags].join('\n    '))
    .replace(ROOT_ELEMENT, () => `<div id="root">${root}</div>${stateScript}`);
}
