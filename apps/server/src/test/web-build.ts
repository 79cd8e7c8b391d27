import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WEB_TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>欢迎使用</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/**
 * A stand-in for the built web app in a temporary folder: its index.html and, when `entry` is given,
 * the server bundle (dist-server/entry-server.js) that makes the public page routes. Answers the dist folder.
 */
export function webBuild(entry?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-pages-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), WEB_TEMPLATE);
  if (entry !== undefined) {
    fs.mkdirSync(path.join(root, 'dist-server'));
    fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), entry);
  }
  return path.join(root, 'dist');
}
