import { useFeedRealtime } from '../hooks/useFeedRealtime';

/** While shown, the page's post lists follow the feed's live events (useFeedRealtime). */
export function FeedLive() {
  useFeedRealtime();
  return null;
}
