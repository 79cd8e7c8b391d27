/** Placeholder: replaced by the page's builder. */
export function ResultPage() {
  return null;
}
