import { Component, type ReactNode } from 'react';
import { ScreenError } from '../../views/shell/ScreenError';

/** A screen that fails to load or render shows the error screen instead of a blank page. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <ScreenError /> : this.props.children;
  }
}
