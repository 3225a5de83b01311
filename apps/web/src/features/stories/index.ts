/** What other features use from stories: the strip above the feed. */
export { StoryStrip } from './components/StoryStrip';
