/** Placeholder: replaced by the page's builder. */
export function Topic551Page() {
  return null;
}
