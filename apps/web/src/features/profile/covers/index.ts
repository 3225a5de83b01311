import cover1 from './cover-1.svg';
import cover2 from './cover-2.svg';
import cover3 from './cover-3.svg';
import cover4 from './cover-4.svg';
import cover5 from './cover-5.svg';
import cover6 from './cover-6.svg';
import cover7 from './cover-7.svg';
import cover8 from './cover-8.svg';

/** The 8 fixed cover images; a profile shows one picked at random. */
export const COVER_IMAGES = [cover1, cover2, cover3, cover4, cover5, cover6, cover7, cover8];

export function randomCover(): string {
  return COVER_IMAGES[Math.floor(Math.random() * COVER_IMAGES.length)] as string;
}
