// Picks a player by what the desk was told (account, e-mail, id, phone, card's last four), through
// the player search call; the value is the player's id.
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PlayerSearchResponse } from '@hall/contracts/admin';
import { consolePost } from '../api';
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
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const query = q.trim();
    if (!query) return;
    let live = true;
    // Wait for a pause in typing before asking.
    const timer = setTimeout(() => {
      setBusy(true);
      consolePost<Page>('/v2/admin/player/search', { q: query, pageSize: 10 })
        .then((page) => {
          if (live)
            setOptions(
              page.list.map((p) => ({
                value: p.id,
                label: `${p.account} · #${p.id} · ${p.email} · ${coins(p.balance)}`,
              })),
            );
        })
        .catch(() => live && setOptions([]))
        .finally(() => live && setBusy(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
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
