/** @jsxRuntime automatic @jsxImportSource react */
import { Component, type ReactNode } from 'react';

/** What a fallback receives. */
export interface ErrorFallbackProps {
  error: unknown;
  /** Clears the error and renders the children again. */
  tryAgain: () => void;
}

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (props: ErrorFallbackProps) => ReactNode;
}

interface ErrorBoundaryState {
  error: { value: unknown } | null;
}

/**
 * Catches render errors below it (browser only: on the server an error fails the build,
 * which reports it with the route). A fallback may throw to pass a better error upwards.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: { value: error } };
  }

  private readonly tryAgain = (): void => this.setState({ error: null });

  render(): ReactNode {
    if (this.state.error) return this.props.fallback({ error: this.state.error.value, tryAgain: this.tryAgain });
    return this.props.children;
  }
}
