// What a money request shows once the server has taken it: a titled panel with its details, a line on
// what happens next, a link to its record and a way to make another. Focus moves to the title when a
// request is shown, so keyboard and screen-reader users learn the outcome at once. The bank and the
// crypto withdrawal forms each give their own details.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

export function RequestReceipt(props: {
  title: string;
  /** A new value (the request's number) moves focus to the title again. */
  focusKey: string;
  /** The details, as `<div><dt/><dd/></div>` rows of a description list. */
  children: ReactNode;
  text: string;
  recordsHref: string;
  recordsLabel: string;
  anotherLabel: string;
  onAnother: () => void;
  testId: string;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.focusKey]);
  return (
    <section className="result-panel" aria-labelledby={titleId} data-testid={props.testId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="result-panel-title">
        {props.title}
      </h2>
      <dl className="detail-list">{props.children}</dl>
      <p className="result-panel-text">{props.text}</p>
      <div className="actions-row">
        <Link className="button-link button-link-primary" to={props.recordsHref}>
          {props.recordsLabel}
        </Link>
        <button type="button" className="button-link" onClick={props.onAnother}>
          {props.anotherLabel}
        </button>
      </div>
    </section>
  );
}
