// Finds FAQ entries by what a player types: case, full-width forms (Japanese keyboards) and Latin
// accents (Vietnamese typed without tone marks) are ignored, and every word must appear in the
// question or its answer.

/** Text folded for comparison: NFKD, Latin combining accents removed, Vietnamese đ as d, lower case. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();
}

export function searchTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

export function matchesQuery(texts: string[], query: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = texts.map(foldText).join('\n');
  return terms.every((term) => haystack.includes(term));
}

/**
 * Splits text into plain and matching runs so matches can be marked. Folding can change a string's
 * length (NFKD splits letters into several code points), so positions are mapped back per character.
 */
export function highlightRuns(text: string, query: string): { text: string; match: boolean }[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [{ text, match: false }];
  const chars = Array.from(text);
  const folded = chars.map(foldText);
  const flat = folded.join('');
  // Where each original character starts in the folded string.
  const starts: number[] = [];
  let offset = 0;
  for (const part of folded) {
    starts.push(offset);
    offset += part.length;
  }
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const term of terms) {
    let from = flat.indexOf(term);
    while (from !== -1) {
      const to = from + term.length;
      chars.forEach((_, index) => {
        const start = starts[index]!;
        const end = start + folded[index]!.length;
        if (start < to && end > from) marked[index] = true;
      });
      from = flat.indexOf(term, to);
    }
  }
  const runs: { text: string; match: boolean }[] = [];
  chars.forEach((char, index) => {
    const last = runs.at(-1);
    if (last && last.match === marked[index]) last.text += char;
    else runs.push({ text: char, match: marked[index]! });
  });
  return runs;
}
