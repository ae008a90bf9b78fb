/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/ErrorBoundary`: shows `fallback({ error, tryAgain })` instead of children that
 * threw while rendering; without a fallback, a short message with a button to try again.
 */
import { Component, type ReactNode } from 'react';
import { useThemeTexts } from '../texts/texts';

/** What the fallback is called with. */
export interface ErrorBoundaryFallbackProps {
  error: Error;
  tryAgain: () => void;
}

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
}

// A component of its own: the class below cannot call the texts hook.
function DefaultFallback({ error, tryAgain }: ErrorBoundaryFallbackProps): ReactNode {
  const { t } = useThemeTexts();
  return (
    <div role="alert">
      <p>This part of the page crashed: {error.message}</p>
      <button type="button" className="button button--secondary" onClick={tryAgain}>{t('theme.ErrorPageContent.tryAgain', 'Try again')}</button>
    </div>
  );
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    if (this.props.fallback) return this.props.fallback({ error, tryAgain });
    return <DefaultFallback error={error} tryAgain={tryAgain} />;
  }
}
