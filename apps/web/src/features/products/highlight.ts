const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const ONLY_INITIALS = /^[ㄱ-ㅎ\s]+$/;

/** The initial consonant of a Hangul syllable, or the character itself (one for one, so indexes line up). */
function initialOf(char: string): string {
  const code = char.charCodeAt(0);
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return char;
  return INITIALS[Math.floor((code - HANGUL_FIRST) / 588)] ?? char;
}

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * `name` split into the part that matches `query` and the rest, for suggestions: an exact
 * substring (case-insensitive), else — for a query of initial consonants such as ㅁㅅㅌㄹ — the
 * syllables whose initials spell it. Spaces in the query are ignored for the initials match.
 */
export function highlightMatch(name: string, query: string): Segment[] {
  const needle = query.trim();
  if (!needle) return [{ text: name, match: false }];
  let start = name.toLowerCase().indexOf(needle.toLowerCase());
  let length = needle.length;
  if (start < 0 && ONLY_INITIALS.test(needle)) {
    const compact = needle.replace(/\s+/g, '');
    const chars = [...name];
    // Initials of the name with the spaces left out, and where each came from.
    const positions: number[] = [];
    let initials = '';
    chars.forEach((char, index) => {
      if (/\s/.test(char)) return;
      initials += initialOf(char);
      positions.push(index);
    });
    const at = initials.indexOf(compact);
    if (at >= 0) {
      const first = positions[at] ?? 0;
      const last = positions[at + compact.length - 1] ?? first;
      start = chars.slice(0, first).join('').length;
      length = chars.slice(first, last + 1).join('').length;
    }
  }
  if (start < 0) return [{ text: name, match: false }];
  return [
    { text: name.slice(0, start), match: false },
    { text: name.slice(start, start + length), match: true },
    { text: name.slice(start + length), match: false },
  ].filter((segment) => segment.text !== '');
}
