import {
  dateOfBirthWindow,
  type FieldVisibility,
  type Language,
  type ProfileField,
  type ProfileVisibility,
  type PublicUser,
  type VisibilitySetting,
} from '@teamhub/contracts';
import { ArrowLeft, Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/useSession';
import { updateProfile } from '../api';
import {
  checkProfileForm,
  fieldErrorsFromServer,
  formValuesFromUser,
  type FieldErrors,
  type ProfileFormValues,
} from '../edit-profile-form';
import { useUpdateCurrentUser } from '../hooks/useUpdateCurrentUser';
import { AvatarEditor } from './AvatarEditor';
import { FormField } from '../../../components/FormField';
import { ProfileSummary } from './ProfileSummary';
import { VisibilitySelect } from './VisibilitySelect';
import buttons from '../../../components/Button.module.css';
import styles from './EditProfile.module.css';

type PlaceholderKey =
  | 'editProfile.positionPlaceholder'
  | 'editProfile.addressPlaceholder'
  | 'editProfile.urlPlaceholder'
  | 'editProfile.telegramPlaceholder';
type FieldSpec = {
  field: ProfileField;
  type?: string;
  required?: boolean;
  placeholderKey?: PlaceholderKey;
  autoComplete?: string;
  /** The visibility setting drawn beside this field's label. */
  setting?: VisibilitySetting;
};

const BASIC_FIELDS: FieldSpec[] = [
  { field: 'username', required: true, autoComplete: 'username' },
  { field: 'email', type: 'email', required: true, autoComplete: 'email', setting: 'email' },
  { field: 'position', placeholderKey: 'editProfile.positionPlaceholder', autoComplete: 'organization-title' },
  {
    field: 'address',
    placeholderKey: 'editProfile.addressPlaceholder',
    autoComplete: 'street-address',
    setting: 'address',
  },
  { field: 'dateOfBirth', type: 'date', autoComplete: 'bday', setting: 'dateOfBirth' },
];
const SOCIAL_FIELDS: FieldSpec[] = [
  { field: 'website', type: 'url', placeholderKey: 'editProfile.urlPlaceholder', autoComplete: 'url' },
  { field: 'facebook', type: 'url', placeholderKey: 'editProfile.urlPlaceholder' },
  { field: 'instagram', type: 'url', placeholderKey: 'editProfile.urlPlaceholder' },
  { field: 'telegram', placeholderKey: 'editProfile.telegramPlaceholder' },
];

export function EditProfileForm({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { refreshUser } = useSession();
  const updateCurrentUser = useUpdateCurrentUser();
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFromUser(user));
  const [visibility, setVisibility] = useState<ProfileVisibility>(user.visibility);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [generalError, setGeneralError] = useState('');
  const [saving, setSaving] = useState(false);
  const dateWindow = dateOfBirthWindow();

  const update = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setGeneralError('');
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const check = checkProfileForm(values, i18n.language as Language);
    if (!check.ok) {
      setFieldErrors(check.errors);
      setGeneralError(t('editProfile.fixErrors'));
      return;
    }
    setSaving(true);
    setGeneralError('');
    try {
      updateCurrentUser(await updateProfile({ ...check.body, visibility }));
    } catch (failure) {
      const serverFieldErrors = failure instanceof ApiError ? fieldErrorsFromServer(failure.errors) : {};
      if (Object.keys(serverFieldErrors).length > 0) setFieldErrors(serverFieldErrors);
      else
        setGeneralError(
          failure instanceof ApiError && failure.kind === 'http' ? failure.message : t('editProfile.updateFailed'),
        );
      setSaving(false);
      return;
    }
    const fresh = await refreshUser().catch(() => null);
    setSaving(false);
    if (!fresh) {
      setGeneralError(t('editProfile.refreshFailed'));
      return;
    }
    void navigate('/profile');
  }

  const visibilitySelect = (setting: VisibilitySetting, showLabel = false) => (
    <VisibilitySelect
      setting={setting}
      value={visibility[setting]}
      showLabel={showLabel}
      onChange={(value: FieldVisibility) => setVisibility((current) => ({ ...current, [setting]: value }))}
    />
  );

  const renderField = ({ field, type = 'text', required, placeholderKey, autoComplete, setting }: FieldSpec) => (
    <FormField
      key={field}
      id={`profile-${field}`}
      className={styles.field}
      label={t(`editProfile.${field}`)}
      requiredLabel={required ? t('editProfile.required') : undefined}
      error={fieldErrors[field]}
      aside={setting && visibilitySelect(setting)}
    >
      {(control) => (
        <input
          {...control}
          className={styles.input}
          name={field}
          type={type}
          required={required}
          placeholder={placeholderKey ? t(placeholderKey) : undefined}
          autoComplete={autoComplete}
          value={values[field]}
          min={field === 'dateOfBirth' ? dateWindow.min : undefined}
          max={field === 'dateOfBirth' ? dateWindow.max : undefined}
          onChange={(event) => update(field)(event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className={styles.page} onSubmit={handleSubmit} noValidate>
      <header className={styles.header}>
        <Link to="/profile" className={styles.iconButton} aria-label={t('editProfile.back')}>
          <ArrowLeft size={20} />
        </Link>
        <h1>{t('editProfile.title')}</h1>
        <button type="submit" className={buttons.primary} disabled={saving}>
          <Check size={18} aria-hidden="true" />
          {saving ? t('editProfile.saving') : t('editProfile.save')}
        </button>
      </header>
      {generalError && (
        <p className={styles.generalError} role="alert">
          {generalError}
        </p>
      )}
      <section className={styles.card}>
        <AvatarEditor user={user} />
        <ProfileSummary user={user} />
      </section>
      <fieldset className={styles.card} disabled={saving}>
        <legend className={styles.sectionTitle}>{t('editProfile.basicInformation')}</legend>
        <div className={styles.grid}>{BASIC_FIELDS.map(renderField)}</div>
      </fieldset>
      <fieldset className={styles.card} disabled={saving}>
        <legend className={styles.sectionTitle}>{t('editProfile.socialLinks')}</legend>
        <div className={styles.sectionVisibility}>{visibilitySelect('links', true)}</div>
        <div className={styles.grid}>{SOCIAL_FIELDS.map(renderField)}</div>
      </fieldset>
    </form>
  );
}
