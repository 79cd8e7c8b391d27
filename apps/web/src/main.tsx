import { SSR_STATE_ELEMENT_ID } from '@dtmm/shared';
import { startErrorReporting } from './features/error-reporting/start-error-reporting';
import './styles/global.css';

startErrorReporting();

const start = () => import('./app/start');

// A page the server rendered is already complete: let the browser paint it before the app's code
// runs, so a slow phone shows the content first and starts the app right after.
if (document.getElementById(SSR_STATE_ELEMENT_ID)) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
