/** 'smooth', unless the reader asked the system for reduced motion (CSS cannot reach scripted scrolls). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
