import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they threw. */
  fallback: (error: unknown) => ReactNode;
  /** A new value clears the error (e.g. the route's new query reference after a retry). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches render errors of a section so the rest of the page keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) {
      return { error: null, failed: false, resetKey: props.resetKey };
    }
    return null;
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
