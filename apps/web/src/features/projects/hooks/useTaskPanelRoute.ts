import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useMatch, useNavigate, useSearchParams } from 'react-router';
import { filterSearch } from '../utils/board-filters';
import { BOARD_PANEL_ID } from '../utils/element-ids';

/** The task panel's own address, under /projects (app/routes.tsx): the board stays behind it. */
export const TASK_PANEL_PATH = '/projects/:projectId/tasks/:taskId';
export const taskPanelPath = (projectId: string, taskId: string) =>
  `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`;
export const boardPath = (projectId: string) => `/projects?project=${encodeURIComponent(projectId)}`;
/** The board's address with the filters of `params` (the board's or a panel's address) kept. */
const filteredBoardPath = (projectId: string, params: URLSearchParams) =>
  `${boardPath(projectId)}${filterSearch(params).replace('?', '&')}`;

/** Set on the entry a card opened: closing then goes back to the board's entry rather than adding one. */
interface PanelState {
  fromBoard?: boolean;
}

/**
 * Opens a card's panel: a new history entry from the board (Back closes it), the same entry (and the
 * same way back) when another task's panel is already open.
 */
export function useOpenTaskPanel() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const panelOpen = useMatch(TASK_PANEL_PATH) !== null;
  const fromBoard = !panelOpen || (location.state as PanelState | null)?.fromBoard === true;
  return useCallback(
    // The board's filters go along unless the caller names its own view (the calendar's), so what is
    // beside the panel (and after it) stays as it was.
    (projectId: string, taskId: string, search?: string) =>
      navigate(`${taskPanelPath(projectId, taskId)}${search ?? filterSearch(params)}`, {
        state: { fromBoard } satisfies PanelState,
        replace: panelOpen,
      }),
    [navigate, panelOpen, fromBoard, params],
  );
}

/**
 * The task panel the address names, if any, and how to close it: back to the board's address, and
 * the focus back on the task's card (or on the board, when the card is gone).
 */
export function useTaskPanelRoute() {
  const match = useMatch(TASK_PANEL_PATH);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const projectId = match?.params.projectId ?? null;
  const taskId = match?.params.taskId ?? null;
  const fromBoard = (location.state as PanelState | null)?.fromBoard === true;

  const focusCard = useRef<string | null>(null);
  const close = useCallback(() => {
    if (!projectId || !taskId) return;
    focusCard.current = taskId;
    if (fromBoard) navigate(-1);
    else navigate(filteredBoardPath(projectId, params), { replace: true });
  }, [projectId, taskId, fromBoard, navigate, params]);

  useEffect(() => {
    const id = focusCard.current;
    if (!id || taskId) return;
    focusCard.current = null;
    const card = document.querySelector<HTMLElement>(`[data-testid="task-card"][data-task-id="${id}"]`);
    (card ?? document.getElementById(BOARD_PANEL_ID))?.focus();
  }, [taskId]);

  return { projectId, taskId, close };
}
