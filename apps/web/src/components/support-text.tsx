// A text that sends the reader to customer service marks the words to link as <support>…</support>,
// in every language; they are shown as a link to the help page (which gives visitors the contact
// address and signed-in players their help requests). Everything else in the text stays plain text.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

const MARK = /<support>(.*?)<\/support>/g;

export interface TextRun {
  text: string;
  link: boolean;
}

/** The text cut into plain runs and linked runs, in order; empty runs are left out. */
export function supportRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), link: false });
    runs.push({ text: match[1]!, link: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), link: false });
  return runs;
}

/** The text as it reads, without its marks (for searching it, or where no link can go). */
export function withoutSupportMarks(text: string): string {
  return text.replace(/<\/?support>/g, '');
}

export interface SupportTextProps {
  text: string;
  /** How each run's words are drawn (e.g. with search matches marked); as they are by default. */
  render?: (words: string) => ReactNode;
}

export function SupportText({ text, render = (words) => words }: SupportTextProps) {
  return (
    <>
      {supportRuns(text).map((run, index) =>
        run.link ? (
          <Link key={index} className="text-link" to={paths.support.getHref()}>
            {render(run.text)}
          </Link>
        ) : (
          <Fragment key={index}>{render(run.text)}</Fragment>
        ),
      )}
    </>
  );
}
