// The server's entry into the web app: it renders the public pages to HTML (see app/ssr/render-page.tsx).
import { renderToString } from 'react-dom/server';

export { type RenderedPage, renderPage, setServerFetch } from './app/ssr/render-page';

/**
 * Renders one element, so the server learns at start whether this bundle can render at all (a bundle
 * built for development calls a JSX runtime the production React lacks) and says so once, not per page.
 */
export function checkRender(): void {
  renderToString(<p>ok</p>);
}
