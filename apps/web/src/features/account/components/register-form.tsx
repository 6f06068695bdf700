// The register tab: two steps (SPEC.md section 4). Ends with the token stored, the user loaded, a
// welcome and the dialog closed as confirmed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { RegisterAccountStep } from './register-account-step';
import { RegisterEmailStep, type RegisterEmailRefusal } from './register-email-step';

export interface RegisterFormProps {
  onRegistered: () => void;
  autoFocus?: boolean;
}

export function RegisterForm({ onRegistered, autoFocus = false }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [refusal, setRefusal] = useState<RegisterEmailRefusal | null>(null);

  if (verifiedEmail === null) {
    return (
      <RegisterEmailStep
        defaultEmail={email}
        autoFocus={autoFocus || email !== ''}
        refusal={refusal}
        onVerified={(address) => {
          setRefusal(null);
          setEmail(address);
          setVerifiedEmail(address);
        }}
      />
    );
  }
  return (
    <RegisterAccountStep
      email={verifiedEmail}
      onBack={(why) => {
        setRefusal(why ?? null);
        setVerifiedEmail(null);
      }}
      onRegistered={() => {
        toast.success(t('register.welcome'));
        onRegistered();
      }}
    />
  );
}

export default RegisterForm;
