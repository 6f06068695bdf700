// The search box over the agent's lists: an account name, searched when the form is sent.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

export function AccountSearch({ onSearch, testId }: { onSearch: (account: string) => void; testId?: string }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className="agent-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="text-input"
        type="search"
        maxLength={32}
        placeholder={t('search.placeholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        data-testid={testId}
      />
      <button type="submit" className="icon-button" aria-label={t('search.label')}>
        <Icon name="search" />
      </button>
    </form>
  );
}
