/** Placeholder: replaced by the page's builder. */
export function EvaluationIntroPage() {
  return null;
}
