/*
 * Reading typography for the server's sanitized Markdown HTML (라이프 articles, terms):
 * paragraphs, h2/h3, lists, quotes, GFM tables, links, emphasis. Written as Tailwind classes on
 * the block that holds the HTML, so they are in the app's one stylesheet — a server-rendered article paints styled before
 * any script or route chunk loads. Korean reads best with generous leading (1.75) and lines of
 * about 34 characters' width; `word-break: keep-all` comes from the body.
 */
export const PROSE = [
  'mx-auto max-w-[34em] text-16 leading-[1.75] text-gray-90',
  '[&_p]:my-m',
  '[&_h2]:mt-xl [&_h2]:mb-s [&_h2]:text-20 [&_h2]:leading-28 [&_h2]:font-bold [&_h2]:text-gray-100',
  '[&_h3]:mt-l [&_h3]:mb-s [&_h3]:text-17 [&_h3]:leading-25 [&_h3]:font-bold [&_h3]:text-gray-100',
  '[&_ul]:my-m [&_ul]:list-disc [&_ul]:pl-l [&_ol]:my-m [&_ol]:list-decimal [&_ol]:pl-l',
  '[&_li]:my-4 [&_li]:pl-2 [&_li::marker]:text-secondary-sec04',
  '[&_strong]:font-bold [&_strong]:text-gray-100 [&_em]:italic',
  '[&_a]:text-blue [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-l [&_blockquote]:rounded-r-sm [&_blockquote]:border-l-4 [&_blockquote]:border-secondary [&_blockquote]:bg-secondary-sec01 [&_blockquote]:px-m [&_blockquote]:py-4 [&_blockquote]:text-gray-80',
  '[&_table]:my-l [&_table]:w-full [&_table]:border-collapse [&_table]:text-14 [&_table]:leading-22',
  '[&_th]:border-b-2 [&_th]:border-gray-30 [&_th]:bg-gray-10 [&_th]:px-s [&_th]:py-s [&_th]:text-left [&_th]:font-bold [&_th]:text-gray-100',
  '[&_td]:border-b [&_td]:border-gray-20 [&_td]:px-s [&_td]:py-s [&_td]:align-top',
  '[&_hr]:my-xl [&_hr]:border-gray-20',
  '[&_code]:rounded-[4px] [&_code]:bg-gray-10 [&_code]:px-4 [&_code]:text-14',
].join(' ');
