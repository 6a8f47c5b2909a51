import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = Readonly<{ fallback: (reset: () => void) => ReactNode; children: ReactNode; onError?: (error: unknown, info: ErrorInfo) => void }>;
type State = Readonly<{ failed: boolean }>;

/** Keeps a failing region (a feature, a route) from blanking the whole page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
