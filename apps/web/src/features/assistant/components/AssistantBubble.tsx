import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
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
 * The Hypo button, on every signed-in page: it opens and closes the assistant's panel and gets focus
 * back when the panel closes. Where it is follows one rule, that it covers nothing the reader works
 * with: on phones it is a button of the top bar (`topBarSlot`); on wider screens it floats in the
 * bottom corner, which pages keep clear at their end, docks at the end of the chat's composer row on
 * /chat, and steps aside while a menu is open or the reader types into a field it would be in the way of.
 */
export function AssistantBubble({ topBarSlot = null }: { topBarSlot?: HTMLElement | null }) {
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
  const inTopBar = isPhone && topBarSlot !== null;
  const steppedAside = useStepAside(button, '[data-assistant]', !inTopBar);

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

  const bubble = (
    <button
      ref={button}
      type="button"
      className={styles.bubble}
      data-place={inTopBar ? 'top-bar' : 'floating'}
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
      <HypoMascot frame={frame} size={inTopBar ? 36 : 44} />
    </button>
  );

  return (
    <div
      className={styles.anchor}
      data-assistant=""
      data-docked={onChat && !inTopBar}
      data-stepped-aside={steppedAside && !open}
    >
      {inTopBar && topBarSlot ? createPortal(bubble, topBarSlot) : bubble}
      {started && (
        <Suspense
          fallback={
            open && (
              <span className="visually-hidden" role="status" data-assistant-loading="">
                {t('assistant.loading')}
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
