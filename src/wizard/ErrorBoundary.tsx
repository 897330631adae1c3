import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a step whose data failed to load (suspense queries throw) and offers a retry. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}
