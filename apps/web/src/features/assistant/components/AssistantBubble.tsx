import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { useMascotFrame } from '../hooks/useMascotFrame';
import { useIsPhone } from '../hooks/useIsPhone';
import { useStepAside } from '../hooks/useStepAside';
import styles from './AssistantBubble.module.css';
import { HypoMascot } from './HypoMascot';

const loadAssistant = () => import('./AssistantRoot');
// The panel and the conversation come with the first click (the markdown renderer just after), not with the page.
const AssistantRoot = lazy(() => loadAssistant().then((module) => ({ default: module.AssistantRoot })));

/**
 * The floating Hypo bubble, on every signed-in page: it opens and closes the assistant's panel and
 * gets focus back when the panel closes. It sits above the chat's composer on /chat, and steps aside
 * while the reader types into a field it would be in the way of (any field on a phone).
 */
export function AssistantBubble() {
  const { t } = useTranslation();
  const frame = useMascotFrame();
  const [open, setOpen] = useState(false);
  // Once opened, the assistant stays mounted: a reply keeps streaming while the panel is closed.
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const panelId = useId();
  const onChat = useMatch('/chat') !== null;
  const isPhone = useIsPhone();
  const steppedAside = useStepAside(button, '[data-assistant]', isPhone);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  // After the panel is gone (a modal panel keeps the bubble inert until then).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  return (
    <div className={styles.anchor} data-assistant="" data-lifted={onChat} data-stepped-aside={steppedAside && !open}>
      <button
        ref={button}
        type="button"
        className={styles.bubble}
        aria-label={t('assistant.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        data-testid="assistant-bubble"
        onPointerEnter={() => void loadAssistant()}
        onFocus={() => void loadAssistant()}
        onClick={() => {
          setStarted(true);
          setOpen((current) => !current);
        }}
      >
        <HypoMascot frame={frame} size={44} />
      </button>
      {started && (
        <Suspense
          fallback={
            open && (
              <span className={styles.loading} role="status">
                <span className="visually-hidden">{t('assistant.loading')}</span>
              </span>
            )
          }
        >
          <AssistantRoot panelId={panelId} open={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
