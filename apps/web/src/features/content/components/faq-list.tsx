// The FAQ as an accordion (WAI-ARIA pattern): each question is a heading holding a button that shows
// or hides its answer region. While searching, the answers of the matches start open (a match may
// be in the answer alone) and the matching words are marked.
import { useId, useState } from 'react';
import { Icon } from '../../../components/icon';
import { SupportText } from '../../../components/support-text';
import { highlightRuns } from '../utils/faq-search';
import type { FaqItem } from '../utils/help-content';

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightRuns(text, query).map((run, index) =>
        run.match ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}

export interface FaqListProps {
  label: string;
  items: FaqItem[];
  query: string;
}

export function FaqList({ label, items, query }: FaqListProps) {
  const baseId = useId();
  const searching = query.trim() !== '';
  // What the reader opened or closed; everything else follows the search.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = (key: string) => toggled.get(key) ?? searching;
  const toggle = (key: string) => setToggled((current) => new Map(current).set(key, !isOpen(key)));

  return (
    <ul className="faq-list" aria-label={label}>
      {items.map((item, index) => {
        // Questions are unique within a language, so they identify the entry across searches.
        const key = item.q;
        const expanded = isOpen(key);
        const buttonId = `${baseId}-q${index}`;
        const answerId = `${baseId}-a${index}`;
        return (
          <li key={key} className="faq-item">
            <h2 className="faq-question">
              <button
                type="button"
                id={buttonId}
                className="faq-toggle"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(key)}
              >
                <span className="faq-question-text">
                  <Highlighted text={item.q} query={query} />
                </span>
                <Icon name="chevronDown" size={18} className="faq-chevron" />
              </button>
            </h2>
            <div id={answerId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!expanded}>
              <p>
                <SupportText text={item.a} render={(words) => <Highlighted text={words} query={query} />} />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
