import { button, primary, secondary, sun, violet } from "./button.module.scss";

export type ButtonVariant = "primary" | "secondary" | "sun" | "violet";

const variants: Record<ButtonVariant, string> = { primary, secondary, sun, violet };

/** Class names for a link styled as a button. */
export function buttonClass(variant: ButtonVariant = "primary", extra?: string): string {
  return [button, variants[variant], extra].filter(Boolean).join(" ");
}
