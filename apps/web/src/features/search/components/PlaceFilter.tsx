import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { chatKeys, conversationTitle, fetchConversations } from '../../chat';
import { fetchProjects, projectKeys } from '../../projects';
import styles from '../SearchPage.module.css';

interface PlaceFilterProps {
  placeId: string | undefined;
  onChange: (placeId: string | undefined) => void;
}

/** "Where": anywhere, or inside one of the reader's conversations or projects. */
export function PlaceFilter({ placeId, onChange }: PlaceFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useSession();
  const conversations = useQuery({ queryKey: chatKeys.conversations, queryFn: fetchConversations, staleTime: 60_000 });
  const projects = useQuery({ queryKey: projectKeys.list, queryFn: fetchProjects, staleTime: 60_000 });
  const conversationList = conversations.data ?? [];
  const projectList = projects.data ?? [];
  // A place from the address that the lists do not (or not yet) hold still shows as chosen.
  const known =
    !placeId ||
    conversationList.some((conversation) => conversation._id === placeId) ||
    projectList.some((project) => project.id === placeId);
  return (
    <div className={styles.filterField}>
      <label htmlFor={id}>{t('search.page.place')}</label>
      <select
        id={id}
        value={placeId ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        data-testid="search-place"
      >
        <option value="">{t('search.page.placeAny')}</option>
        {!known && <option value={placeId}>{t('search.page.placeUnknown')}</option>}
        {conversationList.length > 0 && (
          <optgroup label={t('search.page.placeConversations')}>
            {conversationList.map((conversation) => (
              <option key={conversation._id} value={conversation._id}>
                {conversationTitle(conversation, user?._id) || t('search.palette.conversation')}
              </option>
            ))}
          </optgroup>
        )}
        {projectList.length > 0 && (
          <optgroup label={t('search.page.placeProjects')}>
            {projectList.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}
