/** Ids that tie the project tabs to the board panel (aria-controls / aria-labelledby). */
export const projectTabId = (projectId: string) => `project-tab-${projectId}`;
export const BOARD_PANEL_ID = 'project-board-panel';
