// Files of their own, not data URLs inside the script: the bubble is on the feed's first route, whose
// scripts are on a budget, and an image does not hold up the page (docs/decisions.md).
import idle from '../assets/hypo-idle.svg?no-inline';
import wave from '../assets/hypo-wave.svg?no-inline';
import styles from './HypoMascot.module.css';

interface HypoMascotProps {
  /** Which pose shows: 0 looks on, 1 waves. */
  frame: 0 | 1;
  size: number;
}

/**
 * Hypo, the assistant's mascot, in one of two poses. Both images are in the page and cross-fade (a
 * plain swap with reduced motion); they are decoration, the button around them has the name.
 */
export function HypoMascot({ frame, size }: HypoMascotProps) {
  return (
    <span
      className={styles.mascot}
      style={{ width: size, height: size }}
      data-frame={frame}
      data-testid="assistant-mascot"
    >
      <img src={idle} alt="" width={size} height={size} draggable={false} data-visible={frame === 0} />
      <img src={wave} alt="" width={size} height={size} draggable={false} data-visible={frame === 1} />
    </span>
  );
}
