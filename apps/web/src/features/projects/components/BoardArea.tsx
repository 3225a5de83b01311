import type { ProjectView, TaskStatus } from '@teamhub/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useLinkedTask } from '../hooks/useLinkedTask';
import { useMoveTask } from '../hooks/useMoveTask';
import { useOpenTaskPanel } from '../hooks/useTaskPanelRoute';
import { errorText } from '../../../lib/error-text';
import { useProjectMembers, useProjectTasks } from '../hooks/useProjectQueries';
import { shownCount, useTaskFilter } from '../hooks/useTaskFilter';
import { BoardFilters } from './BoardFilters';
import styles from '../ProjectsPage.module.css';
import { Board } from './Board';
import { CreateTaskDialog } from './CreateTaskDialog';
import { EditTaskDialog } from './EditTaskDialog';

type TaskDialog = { kind: 'create'; status: TaskStatus } | { kind: 'edit'; taskId: string } | null;

interface BoardAreaProps {
  project: ProjectView;
  onError: (message: string) => void;
}

/**
 * The selected project's tasks: loading, failure, or the board with its task dialogs. A card opens its
 * task's panel (ProjectsPage shows it); its menu's "Edit" opens the edit dialog here.
 */
export function BoardArea({ project, onError }: BoardAreaProps) {
  const { t } = useTranslation();
  const { data: tasks, isPending, error, refetch } = useProjectTasks(project.id);
  const [dialog, setDialog] = useState<TaskDialog>(null);
  const move = useMoveTask(project.id, onError);
  const openPanel = useOpenTaskPanel();
  const openTask = useCallback((taskId: string) => openPanel(project.id, taskId), [openPanel, project.id]);
  const editTask = useCallback((taskId: string) => setDialog({ kind: 'edit', taskId }), []);
  const addTask = useCallback((status: TaskStatus) => setDialog({ kind: 'create', status }), []);
  const close = useCallback(() => setDialog(null), []);
  const linked = useLinkedTask(tasks, () => onError(t('projects.taskUnavailable')));
  const { filters, setFilters, filter, me } = useTaskFilter();
  const { data: members } = useProjectMembers(project.id);
  const shown = useMemo(() => shownCount(tasks ?? [], filter), [filter, tasks]);

  if (isPending) {
    return (
      <div className={styles.centered}>
        <Spinner label={t('projects.loadingTasks')} />
      </div>
    );
  }
  if (error || !tasks) {
    return (
      <div className={styles.banner} role="alert">
        <span>{errorText(error, t('projects.errors.loadTasks'))}</span>
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          {t('projects.retry')}
        </button>
      </div>
    );
  }
  // A card opened on the board wins over the link the page was opened with.
  const fromBoard = dialog?.kind === 'edit' ? tasks.find((task) => task.id === dialog.taskId) : undefined;
  const editing = fromBoard ?? (dialog ? undefined : linked.task);
  return (
    <>
      <BoardFilters
        filters={filters}
        onChange={setFilters}
        tasks={tasks}
        members={members ?? []}
        me={me}
        shown={shown}
      />
      <Board
        project={project}
        tasks={tasks}
        filter={filter}
        onMove={move}
        onAddTask={addTask}
        onOpenTask={openTask}
        onEditTask={editTask}
      />
      {dialog?.kind === 'create' && (
        <CreateTaskDialog
          projects={[project]}
          initialProjectId={project.id}
          initial={{ status: dialog.status }}
          onClose={close}
        />
      )}
      {editing && <EditTaskDialog key={editing.id} task={editing} onClose={fromBoard ? close : linked.close} />}
    </>
  );
}
