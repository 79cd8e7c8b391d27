// The server's entry into the web app: it renders the public pages to HTML (see app/ssr/render-page.tsx).
export { type RenderedPage, renderPage, setServerFetch } from './app/ssr/render-page';
