import { Component, type ReactNode } from 'react';
import { ServerUnreachable } from '../components/ServerUnreachable';
import { PageLoadError } from './page-load-error';
import { reloadForNewVersion } from './reload-for-new-version';

interface State {
  error: unknown;
  /** While it is asked whether the server answers (and the app reloads onto a new version if so). */
  checking: boolean;
}

/**
 * A page whose chunk did not download: when the server answers, a new version was deployed since the
 * tab loaded, and the app reloads onto it once (reload-for-new-version.ts); otherwise it shows the
 * unreachable-server screen, whose Retry reloads the app. Other errors pass on unchanged.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, checking: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, checking: error instanceof PageLoadError };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PageLoadError)) return;
    void reloadForNewVersion().then((reloading) => {
      if (!reloading) this.setState({ checking: false });
    });
  }

  override render() {
    const { error, checking } = this.state;
    if (error === undefined) return this.props.children;
    if (!(error instanceof PageLoadError)) throw error;
    if (checking) return null;
    return <ServerUnreachable onRetry={() => window.location.reload()} />;
  }
}
