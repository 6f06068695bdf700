// A hash or seed shown whole, for comparing by eye: in groups of eight characters that a line may break
// between but never inside, so a 64-character hash reads as two even lines on a phone.
import { Fragment } from 'react';

const GROUP = 8;

export function HashText({ value }: { value: string }) {
  const groups = value.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? [];
  return groups.map((group, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className="hash-group">{group}</span>
    </Fragment>
  ));
}
