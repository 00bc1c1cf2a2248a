import React from "react";
import { ErrorScreen } from "./error-screen";

interface ErrorBoundaryState {
  failed: boolean;
}

/** Around every page: a rendering error shows the generic error screen, never a blank page. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // Keep the cause visible to whoever opens the console; the visitor sees the screen.
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
