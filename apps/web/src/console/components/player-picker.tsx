// Picks a player by what the desk was told (account, e-mail, id, phone, card's last four), through
// the player search call; the value is the player's id.
import { keepPreviousData } from '@tanstack/react-query';
import { useList } from '@refinedev/core';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PlayerSearchResponse } from '@hall/contracts/admin';
import { coins } from '../format';
import { NS } from '../i18n';

type Page = z.infer<typeof PlayerSearchResponse>;

export function PlayerPicker({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (id: number) => void;
  id?: string;
}) {
  const { t } = useTranslation(NS);
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const query = q.trim();
    if (!query) return;
    // Wait for a pause in typing before asking.
    const timer = setTimeout(() => setAsked(query), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const { query } = useList<Page['list'][number]>({
    resource: 'players',
    filters: [{ field: 'q', operator: 'eq', value: asked }],
    pagination: { currentPage: 1, pageSize: 10 },
    // The last answer stays while the next is asked; a refused search offers no one.
    queryOptions: { enabled: asked !== '', placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const busy = query.isFetching;
  const options = useMemo(
    () =>
      query.isError
        ? []
        : (query.data?.data ?? []).map((p) => ({
            value: p.id,
            label: `${p.account} · #${p.id} · ${p.email} · ${coins(p.balance)}`,
          })),
    [query.data, query.isError],
  );
  return (
    <Select
      id={id}
      showSearch
      value={value}
      placeholder={t('player.search_placeholder')}
      filterOption={false}
      onSearch={setQ}
      onChange={onChange}
      notFoundContent={busy ? <Spin size="small" /> : q ? t('player.none') : null}
      options={options}
    />
  );
}
