/**
 * What other features use from projects: "create a task from this message" (chat loads it on demand), and
 * the caller's projects (the search palette offers them as "go to").
 */
export { CreateTaskFromMessage } from './components/CreateTaskFromMessage';
export { fetchProjects, projectKeys } from './api';
