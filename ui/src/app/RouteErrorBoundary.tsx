import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

interface CatcherProps {
  /** The history entry shown: a failure is forgotten when it changes. */
  locationKey: string;
  children: ReactNode;
}

interface CatcherState {
  failed: boolean;
  locationKey: string;
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * Shows `RouteErrorPage` in place of a page that fails to load or render (a chunk missing after a
 * deploy), until the next navigation. The app runs on the router's declarative `BrowserRouter` (a
 * third the size of its data router, whose `errorElement` did this), so the table catches its own.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorCatcher locationKey={useLocation().key}>{children}</ErrorCatcher>;
}
