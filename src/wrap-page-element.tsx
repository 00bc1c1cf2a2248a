import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ErrorBoundary } from "./components/error-boundary/error-boundary";

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Every page renders inside the error boundary, in the browser and in the static HTML alike. */
export const wrapPageElement: WrapPageElement = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>;
