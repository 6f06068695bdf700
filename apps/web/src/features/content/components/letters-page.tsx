// The station-letter inbox. Signed-in players read their letters (opening one marks it read), mark
// them all read, and delete one after confirming. SPEC.md leaves the page open to visitors, so a
// visitor is asked to sign in here, in place, and sees their inbox as soon as they have.
import type { StationLetter } from '@hall/contracts/content';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentError, EmptyState, ShowMore } from '../../../components/content-states';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { useSessionStore } from '../../../lib/session-store';
import { requestSignIn } from '../../../lib/sign-in-request';
import { useDeleteLetter } from '../api/delete-letter';
import { useLetters } from '../api/get-letters';
import { useReadAllLetters } from '../api/read-all-letters';
import { useReadLetter } from '../api/read-letter';
import { LetterDialog } from './letter-dialog';
import { LetterList } from './letter-list';
import '../letters.css';

export function LettersPage() {
  const { t } = useTranslation();
  const { ready } = useTranslation('content');
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  return (
    <PageShell title={t('routes.stationLetter')} intro={t('intros.stationLetter')}>
      {!ready ? <PageLoading /> : signedIn ? <Inbox /> : <SignInPrompt />}
    </PageShell>
  );
}

function SignInPrompt() {
  const { t } = useTranslation('content');
  return (
    <EmptyState icon="mail" title={t('station.signInTitle')}>
      <p className="content-empty-text">{t('station.signInText')}</p>
      <Button color="primary" onClick={() => void requestSignIn()} data-testid="station-sign-in">
        {t('station.signIn')}
      </Button>
    </EmptyState>
  );
}

function Inbox() {
  const { t } = useTranslation('content');
  const letters = useLetters(true);
  const readLetter = useReadLetter();
  const readAll = useReadAllLetters();
  const deleteLetter = useDeleteLetter();
  const [opened, setOpened] = useState<StationLetter | null>(null);
  const [toDelete, setToDelete] = useState<StationLetter | null>(null);

  if (letters.isPending) return <PageLoading />;
  if (letters.isError) return <ContentError onRetry={() => void letters.refetch()} />;
  const list = letters.data.pages.flatMap((page) => page.list);
  const unread = letters.data.pages.at(-1)?.unread ?? 0;

  const open = (letter: StationLetter) => {
    setOpened(letter);
    if (!letter.read) readLetter.mutate(letter.id, { onSuccess: (read) => setOpened(read) });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteLetter.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.success(t('station.deleted'));
      },
    });
  };

  return (
    <div className="inbox">
      <div className="inbox-toolbar">
        <p className="inbox-count" role="status" data-testid="inbox-unread">
          {unread > 0 ? t('station.unreadCount', { count: unread }) : t('station.allRead')}
        </p>
        <Button
          size="small"
          fill="outline"
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onSuccess: () => toast.success(t('station.markedAll')) })}
        >
          {t('station.markAll')}
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState icon="mail" title={t('station.empty')} />
      ) : (
        <LetterList letters={list} onOpen={open} onDelete={setToDelete} />
      )}
      {letters.hasNextPage && (
        <ShowMore busy={letters.isFetchingNextPage} onClick={() => void letters.fetchNextPage()} />
      )}
      <LetterDialog
        letter={opened}
        onClose={() => setOpened(null)}
        // One dialog at a time: the letter closes while its deletion is confirmed.
        onDelete={(letter) => {
          setOpened(null);
          setToDelete(letter);
        }}
      />
      <PopupDialog
        visible={toDelete !== null}
        title={t('station.deleteTitle')}
        onClose={() => setToDelete(null)}
        showCancelButton
        onConfirm={confirmDelete}
        confirmText={t('station.delete')}
        confirmLoading={deleteLetter.isPending}
        width={420}
        testId="letter-delete-dialog"
      >
        <p>{t('station.deleteText')}</p>
      </PopupDialog>
    </div>
  );
}
