import i18n from 'i18next';
import { afterEach, expect, it } from 'vitest';
import { changeLanguage } from '.';
import { loadPageStrings } from './page-strings';

const pageStrings = {
  vi: async () => ({ testPage: { hello: 'Xin chào' } }),
  en: async () => ({ testPage: { hello: 'Hello' } }),
};
const hello = (language: string) => i18n.getResource(language, 'translation', 'testPage.hello') as unknown;

afterEach(() => changeLanguage('vi'));

it("adds a page's texts in the reader's language only, and in a language switched to later", async () => {
  await loadPageStrings(pageStrings);
  expect(hello('vi')).toBe('Xin chào');
  expect(hello('en')).toBeUndefined();

  await changeLanguage('en');
  expect(hello('en')).toBe('Hello');
  expect(i18n.t('app.retry')).toBe('Try again');
});
