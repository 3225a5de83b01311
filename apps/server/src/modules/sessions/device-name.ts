import { UAParser } from 'ua-parser-js';

/**
 * "Chrome on Windows", "Mobile Safari on iOS (iPhone)": how the sessions list names a device. What the user
 * agent does not say is left out; a client that says nothing at all is named by what it sent, shortened.
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os, device } = UAParser(userAgent);
  const model = device.model ? ` (${device.model})` : '';
  if (browser.name && os.name) return `${browser.name} on ${os.name}${model}`;
  if (browser.name || os.name) return `${browser.name ?? os.name}${model}`;
  return userAgent.slice(0, 60);
}
