import type { Page } from '@playwright/test';

/**
 * Finds the visible interactive elements that another layer covers: for each button, link, field and
 * widget role in view, and each chat message's text (read rather than clicked, but as easily hidden), the
 * element at nine points of its visible part (the centre, and 8 px in from each edge and corner, so a
 * half-covered button or a round button over a corner counts) must be the element itself, inside it, or inside one of its labels.
 * Runs in the page, so it must not use anything from this module.
 *
 * - With a menu open only the menus are checked, else with the focused field's suggestion list open
 *   (aria-controls) that list and the field, else with the focus in a disclosure's popup over the page
 *   (the board's filter checkboxes) that popup and its button, else with a modal dialog only the topmost dialog, else
 *   with a non-modal dialog (the notification panel, the assistant's panel) only the dialogs: what lies
 *   under the layer the user works with is meant to be out of reach until it closes.
 * - Layers that let clicks through (`pointer-events: none`, like the welcome greeting) still hide what
 *   is under them: while the check runs, every visible fixed layer takes pointer events.
 * - A covered element of the page, or in a scroll area of a dialog, is scrolled to the middle of its
 *   scroll area and checked again: the fixed bars (or a dialog's sticky preview) cover what scrolls
 *   under them, but it must be possible to scroll it clear. Then the page
 *   is scrolled to its end and checked once more, so a floating button over the last row is found.
 */
function findCovered(): string[] {
  const INTERACTIVE = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'textarea',
    'select',
    '[role=button]',
    '[role=menuitem]',
    '[role=tab]',
    '[role=checkbox]',
    '[role=radio]',
    // A chat message's bubble (the newest one sits where floating buttons like to be).
    '[role=log] [data-message-id] [data-type]',
  ].join(',');
  const isShown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && element.getClientRects().length > 0;

  const describe = (element: Element) => {
    const html = element as HTMLElement;
    const name =
      html.getAttribute('aria-label') ??
      html.innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      html.getAttribute('title') ??
      '';
    const testId = html.closest('[data-testid]')?.getAttribute('data-testid');
    const label = name || html.getAttribute('title') || html.getAttribute('placeholder') || '';
    return `<${element.tagName.toLowerCase()}${testId ? ` in ${testId}` : ''}> "${label}"`;
  };

  const inFixedLayer = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed' || node.matches('dialog:modal')) return true;
    }
    return false;
  };

  /** Nine points of the part of the element not clipped by its scroll areas and the window; null when none is. */
  const visiblePart = (element: Element) => {
    const rect = element.getBoundingClientRect();
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.max(left, clip.left),
        Math.max(top, clip.top),
        Math.min(right, clip.right),
        Math.min(bottom, clip.bottom),
      ];
    }
    [left, top] = [Math.max(left, 0), Math.max(top, 0)];
    [right, bottom] = [Math.min(right, window.innerWidth), Math.min(bottom, window.innerHeight)];
    if (right - left < 2 || bottom - top < 2) return null;
    const [x, y] = [(left + right) / 2, (top + bottom) / 2];
    const [dx, dy] = [Math.min(8, (right - left) / 4), Math.min(8, (bottom - top) / 4)];
    return [x, left + dx, right - dx].flatMap((px) => [y, top + dy, bottom - dy].map((py) => ({ x: px, y: py })));
  };

  const reaches = (element: Element, hit: Element | null) =>
    !!hit &&
    (element === hit ||
      element.contains(hit) ||
      [...((element as HTMLInputElement).labels ?? [])].some((label) => label.contains(hit)));

  /**
   * A control beside the element in its own group and in the page's flow (a card's "⋯" button in the
   * card's corner): part of a composite the user works with, not a layer over it.
   */
  const ownGroupControl = (element: Element, hit: Element) => {
    const control = hit.closest(INTERACTIVE);
    return !!control && control !== element && !!element.parentElement?.contains(control) && !inFixedLayer(control);
  };

  /** What covers the element where it is now: null when it is reachable or not in view. */
  const coverOf = (element: Element) => {
    // A field is checked at its centre only: a button inside its box (show password) is part of it.
    const points = visiblePart(element) ?? [];
    for (const point of element.matches('input, textarea, select') ? points.slice(0, 1) : points) {
      const hit = document.elementFromPoint(point.x, point.y);
      // Its own container there: the point is outside a round button's shape, not under a layer.
      if (hit?.contains(element)) continue;
      if (hit && ownGroupControl(element, hit)) continue;
      if (!reaches(element, hit)) return hit ?? document.body;
    }
    return null;
  };

  const openLayers = () => {
    const menus = [...document.querySelectorAll('[role=menu]')].filter(isShown);
    if (menus.length > 0) return { elements: menus, scrolls: false };
    // The suggestions of the field in use (the composer's @ list): that list and the field are the layer.
    const field = document.activeElement;
    const popupId = field?.getAttribute('aria-controls');
    const popup = popupId ? document.getElementById(popupId) : null;
    if (field && popup?.getAttribute('role') === 'listbox' && isShown(popup)) {
      return { elements: [popup, field.parentElement ?? field], scrolls: false };
    }
    // A disclosure's popup over the page holding the focus (the board's filter checkboxes): it and its button.
    const disclosure = [...document.querySelectorAll('[aria-expanded=true][aria-controls]')]
      .map((button) => ({ button, popup: document.getElementById(button.getAttribute('aria-controls') ?? '') }))
      .find(
        ({ popup }) =>
          popup && isShown(popup) && popup.contains(field) && getComputedStyle(popup).position === 'absolute',
      );
    if (disclosure?.popup) return { elements: [disclosure.popup, disclosure.button], scrolls: false };
    const modal = [...document.querySelectorAll('dialog:modal')].filter(isShown);
    // The innermost modal holding the focus (modals nest in document order), else the last one opened.
    const activeModal = modal.filter((dialog) => dialog.contains(document.activeElement)).at(-1) ?? modal.at(-1);
    // A dialog opened inside the modal one (a story's viewers list) is the layer in use.
    const inner = [...(activeModal?.querySelectorAll('[role=dialog], dialog[open]') ?? [])].filter(isShown);
    if (inner.length > 0) return { elements: inner, scrolls: false };
    if (activeModal) return { elements: [activeModal], scrolls: false };
    const dialogs = [...document.querySelectorAll('[role=dialog], dialog[open]')].filter(isShown);
    if (dialogs.length > 0) return { elements: dialogs, scrolls: false };
    return { elements: [document.body], scrolls: true };
  };

  // Layers that let clicks through still hide what is under them.
  const passThrough = [...document.querySelectorAll<HTMLElement>('body *')].filter(
    (element) =>
      getComputedStyle(element).position === 'fixed' &&
      getComputedStyle(element).pointerEvents === 'none' &&
      isShown(element),
  );
  for (const element of passThrough) element.style.setProperty('pointer-events', 'auto', 'important');

  /** Whether the element sits in a scroll area inside `layer` that can move it (a dialog's body). */
  const scrollsInside = (element: Element, layer: Element) => {
    for (let node = element.parentElement; node && node !== layer.parentElement; node = node.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) return true;
    }
    return false;
  };

  const failures = new Map<Element, string>();
  const check = () => {
    const { elements: layers, scrolls } = openLayers();
    const candidates = layers.flatMap((layer) =>
      [...layer.querySelectorAll(INTERACTIVE)].map((element) => ({ element, layer })),
    );
    for (const { element, layer } of candidates) {
      if (failures.has(element) || !isShown(element) || element.closest('[inert]')) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden controls (a file input behind its button) are 1 px: nothing to see or cover.
      if (rect.width < 4 || rect.height < 4) continue;
      let cover = coverOf(element);
      // What a person can scroll clear (of the fixed bars, of a dialog's sticky preview) is not covered.
      if (cover && (scrolls ? !inFixedLayer(element) : scrollsInside(element, layer))) {
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
        cover = coverOf(element);
      }
      if (cover) failures.set(element, `${describe(element)} is covered by ${describe(cover)}`);
    }
    return scrolls;
  };

  try {
    const scrolls = check();
    if (scrolls) {
      const page = document.scrollingElement ?? document.documentElement;
      page.scrollTo({ top: page.scrollHeight, behavior: 'instant' });
      check();
      page.scrollTo({ top: 0, behavior: 'instant' });
    }
  } finally {
    for (const element of passThrough) element.style.removeProperty('pointer-events');
  }
  return [...failures.values()];
}

/** Readable failures, one per covered element, each starting with `where`. */
export async function coveredElements(page: Page, where: string): Promise<string[]> {
  let failures = await page.evaluate(findCovered);
  if (failures.length > 0) {
    // The feed is a virtual list: a card whose video has just read its size grows over the next card
    // until the list measures it a frame later. Only what still covers once media sizes are known and
    // the list has laid out again is a layer a person meets.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('video')].every((video) => video.readyState >= 1 || video.error),
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    failures = await page.evaluate(findCovered);
  }
  return failures.map((failure) => `${where} — ${failure}`);
}
