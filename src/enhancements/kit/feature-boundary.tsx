import React from "react";

/**
 * Each feature mounted in the one root (pocket, notices, toasts, offline) stands inside one of these:
 * a feature that throws (a bad answer from the network, a bug) unmounts alone, and the others keep
 * working. It then shows nothing, no error message: the visitor keeps the page as the server rendered
 * it and the features that still work. React itself reports the error in the console.
 */
export class FeatureBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  constructor(props: { children: React.ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
