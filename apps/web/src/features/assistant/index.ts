/** What other features use from the assistant: its floating bubble (which loads the rest on demand). */
export { AssistantBubble } from './components/AssistantBubble';
