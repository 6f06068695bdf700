// The three forms of the member list, each in a dialog: create a player under the agent, set a
// sub-agent's rebate rate (promoting a player to sub-agent the first time), and move coins to a
// member or back from it. Server refusals land on the field they concern (utils/refusal.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SubMemberCreateRequest, type SubMember } from '@hall/contracts/agent';
import { Amount } from '@hall/contracts/money';
import { Email, FUND_PASSWORD_LENGTH, FundPassword } from '@hall/contracts/fields';
import { TextField } from '../../../components/form/text-field';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { useBalance } from '../../../lib/balance';
import { fieldErrorText } from '../../../lib/form-errors';
import { newRequestKey } from '../../../lib/request-key';
import { useMoneyFormat } from '../../../lib/use-money-format';
import {
  useCreateMember,
  useMemberTransfer,
  usePromoteMember,
  useSetMemberRate,
  type TransferDirection,
} from '../api/agent-writes';
import { formatRate, parseRatePercent, ratePercentInput } from '../utils/rate';
import { refusalOf } from '../utils/refusal';

/** Puts a refusal on its field, or returns its message for the form to show. */
function placeRefusal<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: string[]) {
  const refusal = refusalOf(error);
  if (refusal.field && fields.includes(refusal.field)) {
    setError(refusal.field as Path<T>, { message: refusal.message }, { shouldFocus: true });
    return null;
  }
  return refusal.message;
}

/**
 * What every dialog form here shares: the refusal shown above its buttons, closing (which forgets the
 * typed values and the refusal), and a server refusal put on its field or above the buttons.
 */
function useDialogForm<T extends FieldValues>(
  form: { reset: () => void; setError: UseFormSetError<T> },
  onClose: () => void,
  fields: string[],
) {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clearError: () => setFormError(null),
    close: () => {
      form.reset();
      setFormError(null);
      onClose();
    },
    refuse: (error: unknown) => setFormError(placeRefusal(error, form.setError, fields)),
  };
}

/** A field error: the server's own words, or a contract rule's key translated. */
function errorText(t: ReturnType<typeof useTranslation>['t'], message: string | undefined, field: string) {
  if (!message) return undefined;
  return message.startsWith('validation.') ? fieldErrorText(t, message, field) : message;
}

interface DialogProps {
  visible: boolean;
  onClose: () => void;
}

const createSchema = SubMemberCreateRequest.extend({
  // The e-mail is optional: an empty box means none.
  email: z.union([z.literal(''), Email]).optional(),
});
type CreateInput = z.input<typeof createSchema>;
type CreateValues = z.output<typeof createSchema>;

export function CreateMemberDialog({ visible, onClose }: DialogProps) {
  const { t } = useTranslation(['agent', 'translation']);
  const create = useCreateMember();
  const form = useForm<CreateInput, unknown, CreateValues>({
    resolver: zodResolver(createSchema),
    defaultValues: { account: '', password: '', email: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const { formError, clearError, close, refuse } = useDialogForm(form, onClose, ['account', 'email']);
  const submit = handleSubmit((values) => {
    clearError();
    create.mutate(
      { account: values.account, password: values.password, ...(values.email ? { email: values.email } : {}) },
      {
        onSuccess: (member: SubMember) => {
          toast.success(t('create.done', { account: member.account }));
          close();
        },
        onError: refuse,
      },
    );
  });
  return (
    <PopupDialog visible={visible} title={t('create.title')} onClose={close} testId="create-member-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p className="field-hint">{t('create.intro')}</p>
        <TextField
          id="member-account"
          label={t('create.account')}
          autoComplete="off"
          error={errorText(t, errors.account?.message, t('create.account'))}
          {...register('account')}
        />
        <TextField
          id="member-password"
          type="password"
          revealable
          label={t('create.password')}
          autoComplete="new-password"
          hint={t('create.passwordHint')}
          error={errorText(t, errors.password?.message, t('create.password'))}
          {...register('password')}
        />
        <TextField
          id="member-email"
          type="email"
          label={t('create.email')}
          autoComplete="off"
          error={errorText(t, errors.email?.message, t('create.email'))}
          {...register('email')}
        />
        <FormFooter error={formError} busy={create.isPending} submitText={t('create.submit')} onCancel={close} />
      </form>
    </PopupDialog>
  );
}

function FormFooter(props: { error: string | null; busy: boolean; submitText: string; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {props.error && (
        <p className="form-error" role="alert" data-testid="form-refusal">
          {props.error}
        </p>
      )}
      <div className="dialog-buttons">
        <Button block fill="outline" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button block type="submit" color="primary" loading={props.busy}>
          {props.submitText}
        </Button>
      </div>
    </>
  );
}

export interface RateDialogProps extends DialogProps {
  member: SubMember | null;
  /** The agent's own rate: the most a sub-agent may get. */
  maxRateBp: number;
}

export function RateDialog({ visible, onClose, member, maxRateBp }: RateDialogProps) {
  const { t } = useTranslation(['agent', 'translation']);
  const format = useMoneyFormat();
  const promote = usePromoteMember();
  const setRate = useSetMemberRate();
  const promoting = !member?.isAgent;
  const change = promoting ? promote : setRate;
  const schema = z.object({
    rate: z
      .string()
      .refine((value) => parseRatePercent(value) !== null, { error: 'rate.invalid' })
      .refine((value) => (parseRatePercent(value) ?? 0) <= maxRateBp, { error: 'rate.aboveOwn' }),
  });
  const form = useForm<{ rate: string }>({
    resolver: zodResolver(schema),
    values: { rate: member?.rebateRateBp != null ? ratePercentInput(member.rebateRateBp) : '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const { formError, clearError, close, refuse } = useDialogForm(form, onClose, ['rate']);
  if (!member) return null;
  const submit = handleSubmit((values) => {
    clearError();
    change.mutate(
      { userId: member.userId, rebateRateBp: parseRatePercent(values.rate)! },
      {
        onSuccess: () => {
          toast.success(t(promoting ? 'rate.promoted' : 'rate.changed', { account: member.account }));
          close();
        },
        onError: refuse,
      },
    );
  });
  const max = formatRate(maxRateBp, format.locale);
  const rateError = errors.rate?.message;
  return (
    <PopupDialog
      visible={visible}
      title={t(promoting ? 'rate.promoteTitle' : 'rate.title', { account: member.account })}
      onClose={close}
      testId="rate-dialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        <p className="field-hint">{t(promoting ? 'rate.promoteIntro' : 'rate.intro', { max })}</p>
        <TextField
          id="member-rate"
          label={t('rate.label')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('rate.hint', { max })}
          error={rateError && (rateError.startsWith('rate.') ? t(rateError, { max }) : rateError)}
          {...register('rate')}
        />
        <FormFooter
          error={formError}
          busy={change.isPending}
          submitText={t(promoting ? 'rate.promote' : 'rate.save')}
          onCancel={close}
        />
      </form>
    </PopupDialog>
  );
}

const transferSchema = z.object({ amount: Amount, fundPassword: FundPassword });
type TransferValues = z.infer<typeof transferSchema>;

export interface TransferDialogProps extends DialogProps {
  member: SubMember | null;
  direction: TransferDirection;
}

export function TransferDialog({ visible, onClose, member, direction }: TransferDialogProps) {
  const { t } = useTranslation(['agent', 'translation']);
  const format = useMoneyFormat();
  const transfer = useMemberTransfer(direction);
  // What the agent can give: its own balance, beside the member's.
  const ownBalance = useBalance();
  // One key per distinct request: a retry of the same one (a lost answer) is answered, not repeated.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const form = useForm<TransferValues>({
    resolver: zodResolver(transferSchema),
    defaultValues: { amount: '', fundPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const { formError, clearError, close, refuse } = useDialogForm(form, () => {
    attempt.current = null;
    onClose();
  }, ['amount', 'fundPassword']);
  if (!member) return null;
  const giving = direction === 'give';
  const submit = handleSubmit((values) => {
    clearError();
    const body = { userId: member.userId, amount: values.amount, fundPassword: values.fundPassword };
    const signature = JSON.stringify([direction, body]);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newRequestKey() };
    transfer.mutate(
      { ...body, requestKey: attempt.current.key },
      {
        onSuccess: () => {
          toast.success(
            t(giving ? 'transfer.given' : 'transfer.taken', {
              amount: format.coinsText(values.amount),
              account: member.account,
            }),
          );
          close();
        },
        onError: (error) => {
          // The server answered: the same key would only bring the same answer.
          attempt.current = null;
          refuse(error);
        },
      },
    );
  });
  const amountError = errors.amount?.message;
  const passwordError = errors.fundPassword?.message;
  return (
    <PopupDialog
      visible={visible}
      title={t(giving ? 'transfer.giveTitle' : 'transfer.takeTitle', { account: member.account })}
      onClose={close}
      testId="transfer-dialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        <dl className="detail-list">
          {giving && (
            <div>
              <dt>{t('members.yourBalance')}</dt>
              <dd data-testid="own-balance">{ownBalance.data ? format.coinsText(ownBalance.data.coins) : '…'}</dd>
            </div>
          )}
          <div>
            <dt>{t('members.memberBalance', { account: member.account })}</dt>
            <dd>{format.coinsText(member.balance)}</dd>
          </div>
          {!giving && (
            <div>
              <dt>{t('members.takeBackLimit')}</dt>
              <dd data-testid="take-back-limit">{format.coinsText(member.takeBackLimit)}</dd>
            </div>
          )}
        </dl>
        <p className="field-hint">{t(giving ? 'transfer.giveIntro' : 'transfer.takeIntro')}</p>
        <TextField
          id="transfer-amount"
          label={t('transfer.amount')}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(t, amountError, t('transfer.amount'))}
          {...register('amount')}
        />
        <TextField
          id="transfer-fund-password"
          type="password"
          label={t('transfer.fundPassword')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={FUND_PASSWORD_LENGTH}
          error={
            passwordError &&
            (passwordError.startsWith('validation.')
              ? t('validation.fund_password_format', { ns: 'translation', length: FUND_PASSWORD_LENGTH })
              : passwordError)
          }
          {...register('fundPassword')}
        />
        <FormFooter
          error={formError}
          busy={transfer.isPending}
          submitText={t(giving ? 'transfer.give' : 'transfer.take')}
          onCancel={close}
        />
      </form>
    </PopupDialog>
  );
}
