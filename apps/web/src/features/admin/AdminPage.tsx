import { KeyRound, Link2, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NoAccess } from '../../components/NoAccess';
import { Spinner } from '../../components/Spinner';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session/useSession';
import { useAdminStrings } from './admin-strings';
import { InvitesSection } from './components/InvitesSection';
import { MembersSection } from './components/MembersSection';
import { SignupSection } from './components/SignupSection';
import styles from './AdminPage.module.css';

type Section = 'members' | 'signup' | 'invites';

const SECTIONS: { id: Section; labelKey: `admin.section${Capitalize<Section>}`; icon: LucideIcon }[] = [
  { id: 'members', labelKey: 'admin.sectionMembers', icon: Users },
  { id: 'signup', labelKey: 'admin.sectionSignup', icon: KeyRound },
  { id: 'invites', labelKey: 'admin.sectionInvites', icon: Link2 },
];

const isSection = (value: string | null): value is Section => SECTIONS.some((section) => section.id === value);

/** /admin: members, sign-up rules and invite links; a member sees the 403 screen. */
export function AdminPage() {
  const { user } = useSession();
  return user?.role === 'admin' ? <AdminScreen /> : <NoAccess />;
}

function AdminScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (!useAdminStrings()) return <Spinner label={t('app.loading')} />;
  const requested = params.get('section');
  const section: Section = isSection(requested) ? requested : 'members';
  return (
    <section className={styles.page}>
      <PageHeader title={t('admin.title')} />
      <p className={styles.subtitle}>{t('admin.subtitle')}</p>
      <nav aria-label={t('admin.sectionsLabel')} className={styles.sections}>
        {SECTIONS.map(({ id, labelKey, icon: Icon }) => (
          <Link
            key={id}
            to={`/admin?section=${id}`}
            replace
            aria-current={section === id ? 'page' : undefined}
            className={styles.sectionLink}
          >
            <Icon size={18} aria-hidden="true" />
            {t(labelKey)}
          </Link>
        ))}
      </nav>
      {section === 'members' && <MembersSection />}
      {section === 'signup' && <SignupSection />}
      {section === 'invites' && <InvitesSection />}
    </section>
  );
}
