export type Language = 'vi' | 'en';
export const LANGUAGES: readonly Language[] = ['vi', 'en'];
export const DEFAULT_LANGUAGE: Language = 'vi';

/** Picks the interface language from an Accept-Language header (first supported tag wins). */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'vi' || tag === 'en') return tag;
  }
  return DEFAULT_LANGUAGE;
}
