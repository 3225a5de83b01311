/* global document */
// Puts the colour theme this browser last knew on <html> before anything paints, so a dark page
// never flashes light. index.html loads it synchronously in <head>; it is a file rather than an
// inline script because the CSP allows scripts from 'self' only. The app takes over from here
// (src/features/settings/theme/apply-theme.ts does the same steps; keep the two in step).
(function () {
  'use strict';
  var colors = { light: '#4f46e5', dark: '#0b0d14' };
  var theme = 'system';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage blocked by the browser: follow the system.
  }
  document.documentElement.setAttribute('data-theme', theme);
  var scheme = document.querySelector('meta[name="color-scheme"]');
  if (scheme) scheme.setAttribute('content', theme === 'system' ? 'light dark' : theme);
  var themeColors = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < themeColors.length; i++) {
    var own = /dark/.test(themeColors[i].getAttribute('media') || '') ? 'dark' : 'light';
    themeColors[i].setAttribute('content', colors[theme === 'system' ? own : theme]);
  }
})();
