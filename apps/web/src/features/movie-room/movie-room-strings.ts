import type { StringLoaders } from '../../i18n/lazy-strings';
import type { movieRoomVi } from './movie-room.vi';
import type { voiceVi } from './voice/voice.vi';

/** The movie room's texts and its voice chat's: they load with the page (app/routes.tsx), not with the first screen. */
export const movieRoomStrings: StringLoaders<{ movieRoom: typeof movieRoomVi; voice: typeof voiceVi }> = {
  vi: () =>
    Promise.all([import('./movie-room.vi'), import('./voice/voice.vi')]).then(([room, voice]) => ({
      movieRoom: room.movieRoomVi,
      voice: voice.voiceVi,
    })),
  en: () =>
    Promise.all([import('./movie-room.en'), import('./voice/voice.en')]).then(([room, voice]) => ({
      movieRoom: room.movieRoomEn,
      voice: voice.voiceEn,
    })),
};
