import { WORKSPACE_LIMITS } from '@teamhub/contracts';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './admin.module.css';
import own from './SignupSection.module.css';

interface DomainsEditorProps {
  domains: string[];
  locked: boolean;
  /** The mode chosen is not open: the list is kept but does not apply. */
  onlyWhenOpen: boolean;
  lockedNote: ReactNode;
  onChange: (domains: string[]) => void;
}

/** As the server keeps them: lower-case, without '@' (the server checks the rest and says what is wrong). */
const normalized = (text: string) => text.trim().toLowerCase().replace(/^@/, '');

/** The allowed email domains as removable chips, and a field to add more (Enter or the button). */
export function DomainsEditor({ domains, locked, onlyWhenOpen, lockedNote, onChange }: DomainsEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    const additions = draft
      .split(/[\s,]+/)
      .map(normalized)
      .filter(Boolean);
    if (additions.length === 0) return;
    onChange([...new Set([...domains, ...additions])].slice(0, WORKSPACE_LIMITS.allowedDomainsMax));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the domain rather than saving the whole form.
    event.preventDefault();
    add();
  };

  return (
    <fieldset className={own.fieldset} disabled={locked}>
      <legend className={own.legend}>{t('admin.signup.domainsTitle')}</legend>
      <p className={styles.hint}>{onlyWhenOpen ? t('admin.signup.domainsOnlyOpen') : t('admin.signup.domainsHint')}</p>
      {lockedNote}
      <ul className={own.chips} aria-label={t('admin.signup.domainsTitle')}>
        {domains.length === 0 && <li className={styles.muted}>{t('admin.signup.noDomains')}</li>}
        {domains.map((domain) => (
          <li key={domain} className={own.chip}>
            <span>{domain}</span>
            {!locked && (
              <button
                type="button"
                onClick={() => onChange(domains.filter((kept) => kept !== domain))}
                aria-label={t('admin.signup.removeDomain', { domain })}
              >
                <X size={14} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {!locked && (
        <div className={own.addRow}>
          <label htmlFor="admin-domain" className="visually-hidden">
            {t('admin.signup.domainLabel')}
          </label>
          <input
            id="admin-domain"
            className={`${form.input} ${styles.input}`}
            placeholder={t('admin.signup.domainPlaceholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="button" className={buttons.secondary} onClick={add} disabled={draft.trim() === ''}>
            {t('admin.signup.addDomain')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
