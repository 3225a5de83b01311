import type { ProjectView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FolderKanban, ListChecks, Plus, UserPlus } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useAnnounce } from '../../components/useAnnounce';
import { NamespaceSocketProvider } from '../../lib/realtime/NamespaceSocketProvider';
import { useSession } from '../../lib/session/useSession';
import { deleteProject } from './api';
import { BoardArea } from './components/BoardArea';
import { AllProjectsCalendar } from './components/calendar/AllProjectsCalendar';
import { CalendarViewSwitch } from './components/calendar/CalendarViewSwitch';
import { ProjectCalendar } from './components/calendar/ProjectCalendar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { EmptyState } from '../../components/EmptyState';
import { InviteDialog } from './components/InviteDialog';
import { MembersDialog } from './components/MembersDialog';
import { MyTasksView } from './components/MyTasksView';
import { PendingInvitations } from './components/PendingInvitations';
import { ProjectFormDialog } from './components/ProjectFormDialog';
import { ProjectTabs } from './components/ProjectTabs';
import { ProjectToolbar } from './components/ProjectToolbar';
import { useProjects } from './hooks/useProjectQueries';
import { useProjectsRealtime } from './hooks/useProjectsRealtime';
import { boardPath, useTaskPanelRoute } from './hooks/useTaskPanelRoute';
import { TaskPanel } from './components/TaskPanel';
import { BOARD_PANEL_ID, projectTabId } from './utils/element-ids';
import { errorText } from '../../lib/error-text';
import { keptCalendarSearch } from './utils/calendar-view';
import { dropProject } from './utils/project-cache';
import buttons from '../../components/Button.module.css';
import styles from './ProjectsPage.module.css';

type PageDialog =
  | { kind: 'create-project' }
  | { kind: 'edit-project' }
  | { kind: 'delete-project' }
  | { kind: 'invite' }
  | { kind: 'members' }
  | null;

/**
 * /projects: project tabs over a live kanban board (?project=) or its calendar (&view=calendar), or
 * "My tasks" (?view=mine) and the calendar of all my projects (?view=all-calendar).
 */
export function ProjectsPage() {
  const { user } = useSession();
  return (
    <NamespaceSocketProvider namespace="projects" userId={user?._id}>
      <ProjectsWorkspace />
    </NamespaceSocketProvider>
  );
}

function ProjectsWorkspace() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const inviteHintId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = params.get('view');
  const showMine = view === 'mine' || view === 'all-calendar';
  const panel = useTaskPanelRoute();
  const { data: projects, isPending, error: loadError, refetch } = useProjects();
  const requestedId = panel.projectId ?? params.get('project');
  // The first project is selected when none (or one no longer mine) is asked for.
  const selected: ProjectView | null = projects?.find((project) => project.id === requestedId) ?? projects?.[0] ?? null;
  const [dialog, setDialog] = useState<PageDialog>(null);
  const [error, setError] = useState<string | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  useProjectsRealtime(showMine ? null : (selected?.id ?? null));

  // Another board closes an open task panel; on the calendar, the other project's calendar opens.
  const calendarSearch = view === 'calendar' ? keptCalendarSearch(params) : '';
  const select = useCallback(
    (projectId: string) => navigate(`${boardPath(projectId)}${calendarSearch}`, { replace: true }),
    [navigate, calendarSearch],
  );
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The last invitation answered: the focus goes to the board (the one just joined), or the title.
  const focusPage = useCallback(() => (document.getElementById(BOARD_PANEL_ID) ?? titleRef.current)?.focus(), []);
  const openAccepted = useCallback((project: ProjectView) => select(project.id), [select]);

  const inviteBlocked = !selected
    ? t('projects.inviteNeedsProject')
    : selected.myRole === 'member'
      ? t('projects.inviteNotAllowed')
      : null;

  let body;
  if (showMine) {
    body = (
      <>
        <CalendarViewSwitch kind="mine" />
        {view === 'all-calendar' ? <AllProjectsCalendar onError={setError} /> : <MyTasksView />}
      </>
    );
  } else if (isPending) {
    body = (
      <div className={styles.centered}>
        <Spinner label={t('projects.loading')} />
      </div>
    );
  } else if (loadError) {
    body = (
      <div className={styles.banner} role="alert">
        <span>{errorText(loadError, t('projects.errors.load'))}</span>
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          {t('projects.retry')}
        </button>
      </div>
    );
  } else if (!selected || !projects) {
    body = (
      <EmptyState
        testId="projects-empty"
        icon={<FolderKanban size={32} />}
        title={t('projects.emptyTitle')}
        titleAs="h2"
        hint={t('projects.emptyText')}
        action={
          <button type="button" className={buttons.primary} onClick={() => setDialog({ kind: 'create-project' })}>
            <Plus size={18} aria-hidden="true" />
            {t('projects.createFirst')}
          </button>
        }
      />
    );
  } else {
    body = (
      <>
        <ProjectTabs projects={projects} selectedId={selected.id} onSelect={select} />
        <div
          id={BOARD_PANEL_ID}
          role="tabpanel"
          aria-labelledby={projectTabId(selected.id)}
          className={styles.panel}
          tabIndex={-1}
        >
          <ProjectToolbar
            project={selected}
            onMembers={() => setDialog({ kind: 'members' })}
            onEdit={() => setDialog({ kind: 'edit-project' })}
            onDelete={() => setDialog({ kind: 'delete-project' })}
          />
          <CalendarViewSwitch kind="project" />
          {view === 'calendar' ? (
            <ProjectCalendar key={selected.id} project={selected} onError={setError} />
          ) : (
            <BoardArea key={selected.id} project={selected} onError={setError} />
          )}
        </div>
      </>
    );
  }

  const openTask =
    !showMine && panel.projectId && panel.taskId ? { projectId: panel.projectId, taskId: panel.taskId } : null;
  return (
    <div className={styles.workspace} data-task-open={openTask ? '' : undefined}>
      <div className={styles.page}>
        <header className={styles.header}>
          <div>
            <h1 ref={titleRef} className={styles.title} tabIndex={-1}>
              {t('projects.title')}
            </h1>
            <p className={styles.subtitle}>{t('projects.subtitle')}</p>
          </div>
          <div className={styles.actions}>
            <Link
              to={showMine ? '/projects' : '/projects?view=mine'}
              className={buttons.secondary}
              aria-current={showMine ? 'page' : undefined}
            >
              <ListChecks size={16} aria-hidden="true" />
              {showMine ? t('projects.backToBoards') : t('projects.myTasks')}
            </Link>
            <button
              type="button"
              className={buttons.secondary}
              disabled={inviteBlocked !== null || showMine}
              title={inviteBlocked ?? undefined}
              aria-describedby={inviteBlocked ? inviteHintId : undefined}
              onClick={() => setDialog({ kind: 'invite' })}
            >
              <UserPlus size={16} aria-hidden="true" />
              {t('projects.invite')}
            </button>
            {inviteBlocked && (
              <span id={inviteHintId} className="visually-hidden">
                {inviteBlocked}
              </span>
            )}
            <button type="button" className={buttons.primary} onClick={() => setDialog({ kind: 'create-project' })}>
              <Plus size={16} aria-hidden="true" />
              {t('projects.createProject')}
            </button>
          </div>
        </header>
        {error && <ErrorBanner message={error} onDismiss={() => setError(null)} testId="projects-error" />}
        {!showMine && <PendingInvitations onAccepted={openAccepted} onEmptied={focusPage} onError={setError} />}
        {body}

        {dialog?.kind === 'create-project' && (
          <ProjectFormDialog
            onClose={closeDialog}
            onSaved={(project) => {
              closeDialog();
              select(project.id);
            }}
          />
        )}
        {dialog?.kind === 'edit-project' && selected && (
          <ProjectFormDialog project={selected} onClose={closeDialog} onSaved={closeDialog} />
        )}
        {dialog?.kind === 'delete-project' && selected && (
          <ConfirmDialog
            title={t('projects.deleteProject')}
            message={t('projects.deleteProjectConfirm', { name: selected.name })}
            confirmLabel={t('projects.confirmDelete')}
            onConfirm={async () => {
              await deleteProject(selected.id);
              dropProject(queryClient, selected.id);
              announce(t('projects.deleteProject'));
              navigate('/projects', { replace: true });
            }}
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'invite' && selected && <InviteDialog projectId={selected.id} onClose={closeDialog} />}
        {dialog?.kind === 'members' && selected && <MembersDialog project={selected} onClose={closeDialog} />}
      </div>
      {openTask && <TaskPanel key={openTask.taskId} {...openTask} onClose={panel.close} />}
    </div>
  );
}
