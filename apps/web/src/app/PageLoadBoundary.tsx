import { Component, type ReactNode } from 'react';
import { ServerUnreachable } from '../components/ServerUnreachable';
import { PageLoadError } from './page-load-error';

/**
 * A page whose chunk did not download shows the unreachable-server screen; trying again reloads the
 * app, which also picks up a version deployed since it was opened. Other errors pass on unchanged.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!(error instanceof PageLoadError)) throw error;
    return <ServerUnreachable onRetry={() => window.location.reload()} />;
  }
}
