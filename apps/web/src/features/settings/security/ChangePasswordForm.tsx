import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { FormError, PasswordField, authStyles } from '../../auth';
import { changePassword, SESSIONS_QUERY_KEY } from './api';
import buttons from '../../../components/Button.module.css';
import styles from './security.module.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The server's field messages when it names fields, else its message; which fields are at fault. */
function failureOf(error: unknown, fallback: string): { message: string; fields: Field[] } {
  if (!(error instanceof ApiError) || error.kind !== 'http') return { message: fallback, fields: [] };
  if (Array.isArray(error.errors) && error.errors.length > 0) {
    return {
      message: error.errors.map((item) => item.msg).join('. '),
      fields: error.errors.map((item) => item.path as Field),
    };
  }
  return { message: error.message || fallback, fields: [] };
}

/** Current, new and repeated password; success says the other devices were signed out (and the list shows it). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<{ message: string; fields: Field[] } | null>(null);
  const [done, setDone] = useState('');
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (message) => {
      setValues(EMPTY);
      setDone(message);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: (error) => setFailure(failureOf(error, t('security.failed'))),
  });

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
    setDone('');
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (values.newPassword !== values.confirmPassword) {
      setFailure({ message: t('auth.passwordMismatch'), fields: ['confirmPassword'] });
      return;
    }
    setDone('');
    mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    'aria-invalid': failure?.fields.includes(name) || undefined,
    onChange: (event: { target: { value: string } }) => update(name)(event.target.value),
  });

  return (
    <form className={styles.passwordForm} onSubmit={handleSubmit} aria-labelledby="security-password-title">
      <fieldset disabled={mutation.isPending} className={authStyles.fieldset}>
        <PasswordField
          id="security-current-password"
          label={t('security.currentPassword')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          id="security-new-password"
          label={t('security.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          {...field('newPassword')}
        />
        <PasswordField
          id="security-confirm-password"
          label={t('security.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormError message={failure?.message ?? ''} />
        {done && (
          <p className={styles.success} role="status">
            <CheckCircle2 size={18} aria-hidden="true" />
            <span>{done}</span>
          </p>
        )}
        <div className={styles.formActions}>
          <button type="submit" className={buttons.primary}>
            {mutation.isPending ? t('security.saving') : t('security.save')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
