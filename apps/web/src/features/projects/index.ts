/** What other features use from projects: "create a task from this message" (chat loads it on demand). */
export { CreateTaskFromMessage } from './components/CreateTaskFromMessage';
