import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNearViewportWatcher, useNearViewport, type NearViewportWatcher } from './useNearViewport';

/** A stand-in IntersectionObserver whose entries the test reports by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed = new Set<Element>();
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(node: Element) {
    this.observed.add(node);
  }
  unobserve(node: Element) {
    this.observed.delete(node);
  }
}

function Probe({ watcher }: { watcher: NearViewportWatcher | null }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(watcher, node);
  return <div ref={setNode}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('useNearViewport', () => {
  it('follows the observer: far until reported near, far again when it leaves', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Probe watcher={createNearViewportWatcher()} />);
    const node = screen.getByText('far');
    const observer = FakeObserver.last!;
    expect(observer.observed.has(node)).toBe(true);

    act(() => observer.report([{ target: node, isIntersecting: true }]));
    expect(node.textContent).toBe('near');
    act(() => observer.report([{ target: node, isIntersecting: false }]));
    expect(node.textContent).toBe('far');

    unmount();
    expect(observer.observed.size).toBe(0);
  });

  it('counts everything as near without a watcher or without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <>
        <Probe watcher={null} />
        <Probe watcher={createNearViewportWatcher()} />
      </>,
    );
    expect(screen.getAllByText('near')).toHaveLength(2);
  });
});
