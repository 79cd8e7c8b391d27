import { describe, expect, it } from 'vitest';
import { executableConstructs, keepsToItself } from './rich-text.inspection';
import { sanitizeRichText } from './sanitize-rich-text';

interface Payload {
  index: number;
  text: string;
}

// The corpus lives with the browser journeys, outside this package's compilation: loaded at run time.
const CORPUS = new URL('../../../../e2e/support/xss-payloads.ts', import.meta.url).href;
const { xssCorpus } = (await import(/* @vite-ignore */ CORPUS)) as { xssCorpus: (origin: string) => Payload[] };

/** What an editor writes for a news item: every element and attribute the policy keeps, already clean. */
const NEWS = [
  '<h2 style="text-align: center">山西省中小企业数字化转型试点工作启动</h2>',
  '<p>为贯彻落实<strong>《中小企业数字化转型指南》</strong>，省工业和信息化厅启动<em>第二批</em>试点城市遴选，',
  '重点支持<span style="color: #c00000; font-weight: bold">制造业</span>企业“上云用数赋智”，',
  '申报截止日期<s>3 月 31 日</s><b>4 月 30 日</b>，<i>逾期不予受理</i>。</p>',
  '<blockquote>数字化转型不是选择题，而是<u>必答题</u>。</blockquote>',
  '<h3>申报条件</h3>',
  '<ol><li>在本省注册、具有独立法人资格；</li><li>近三年无重大安全、质量事故。</li></ol>',
  '<ul><li>评估得分 ≥ 60 分 &amp; 已上云 👍</li></ul>',
  '<table><thead><tr><th>阶段</th><th colspan="2">时间安排</th></tr></thead>',
  '<tbody><tr><td rowspan="2">企业申报</td><td>开始</td><td>3 月 1 日</td></tr>',
  '<tr><td>截止</td><td style="background-color: rgb(255, 242, 204)">4 月 30 日</td></tr></tbody></table>',
  '<p>详见<a href="https://www.miit.gov.cn/zwgk/index.html?from=dtmm&amp;page=2" target="_blank" rel="noopener noreferrer">',
  '工业和信息化部通知</a>，咨询 <a href="mailto:szzx@example.gov.cn" rel="noopener noreferrer">szzx@example.gov.cn</a>，',
  '<a href="#apply" rel="noopener noreferrer">立即申报</a>。<br>附图：</p>',
  '<p><img src="/api/dtmm/common/file/8f14e45f-ceea-467f-a0e6-7b2f0b1c9d11" alt="试点城市分布图" width="640"></p>',
].join('\n');

describe('rich-text sanitiser: what an editor writes', () => {
  it('keeps a news item that is already clean exactly as it is', () => {
    expect(sanitizeRichText(NEWS)).toBe(NEWS);
  });

  it('writes loosely written markup in the one clean form', () => {
    const loose =
      '<!-- 来自 Word --><DIV class="x"><P STYLE=\'TEXT-ALIGN:center;margin:0\' data-id=7>标题<BR/></P></DIV>' +
      '<a HREF=https://example.cn/?a=1&b=2 target=_BLANK rel=opener class=link>链接</A>' +
      '<img src="/api/dtmm/common/file/42" alt="图&#12288;一" width=300px height="200">';
    expect(sanitizeRichText(loose)).toBe(
      '<p style="text-align: center">标题<br></p>' +
        '<a href="https://example.cn/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">链接</a>' +
        '<img src="/api/dtmm/common/file/42" alt="图 一" height="200">',
    );
  });

  it('keeps text as text: entities, a lone <, CJK, right-to-left marks and emoji', () => {
    const text = '1 &lt; 2 &amp;&amp; 3 > 2，a < b；\u202Eمرحبا\u202C 🇨🇳 &nbsp;&copy;';
    expect(sanitizeRichText(text)).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2，a &lt; b；\u202Eمرحبا\u202C 🇨🇳 &nbsp;&copy;');
  });
});

describe('rich-text sanitiser: what it takes out', () => {
  it.each([
    ['script with its content', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    [
      'style, iframe, object, svg and math with their content',
      '<style>*{}</style><iframe>x</iframe><svg><a>y</a></svg><math>z</math>o',
      'o',
    ],
    ['an unclosed script: everything after it', 'kept<script>alert(1)<p>gone</p>', 'kept'],
    ['unknown elements, keeping their text', '<div><form><button>发送</button></form></div>', '发送'],
    ['event handlers', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>', '<p>x</p>'],
    [
      'srcdoc, formaction, xlink:href',
      '<a srcdoc="<script>" formaction="javascript:x" xlink:href="javascript:x">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['javascript: in an image', '<img src="javascript:alert(1)" alt="x">', ''],
    ['an image from another host', '<img src="https://tracker.example/p.gif"><img src="//cdn.example/a.png">', ''],
    ['an image whose path a browser reads as another host', '<img src="/\\evil.example/a.png">', ''],
    ['an image by a relative path', '<img src="../file/1">', ''],
    [
      'a target other than _blank and any rel',
      '<a href="/x" target="_top" rel="opener">x</a>',
      '<a href="/x" rel="noopener noreferrer">x</a>',
    ],
    [
      'CSS url(), expression() and escapes',
      '<span style="background-color:url(x);color:expression(1);color:\\72 ed">x</span>',
      '<span>x</span>',
    ],
    ['comments', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['doctype and processing instructions', '<!DOCTYPE html><?xml version="1.0"?>x', 'x'],
    ['NUL', 'a\0b<scr\0ipt>', 'ab'],
  ])('removes %s', (_what, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#10;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&#x3A;alert(1)',
    '&#0000106avascript:alert(1)',
    '&#x6a&#x61vascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    ' DATA:text/html;base64,PHNjcmlwdD4=',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
  ])('drops the link target %j', (href) => {
    expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('closes what it opens and drops end tags that close nothing', () => {
    expect(sanitizeRichText('</p><p><strong>a<em>b</p>c</em></td><table><tr><td>d')).toBe(
      '<p><strong>a<em>b</em></strong></p>c<table><tr><td>d</td></tr></table>',
    );
  });
});

describe('rich-text sanitiser: time', () => {
  // Each of these shapes once took js-xss's attribute parser or a trimming regex quadratic time:
  // seconds at 10,000 characters. Linear, 200,000 take tens of milliseconds.
  it.each([
    ['attributes in one tag', `<p${' a=1'.repeat(50_000)}>`],
    ['spaces in one tag', `<p ${' '.repeat(200_000)}x>`],
    ['controls in a link', `<a href="a${'\u0001'.repeat(200_000)}b">x</a>`],
    ['end tags that close nothing under deep nesting', '<b>'.repeat(30_000) + '</i>'.repeat(30_000)],
  ])('sanitises %s in linear time', (_shape, html) => {
    const started = performance.now();
    sanitizeRichText(html);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('rich-text sanitiser against the XSS corpus (issue 5, suite 6)', () => {
  const corpus = xssCorpus('http://127.0.0.1:9');

  it('has the whole corpus', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
  });

  it('turns every payload into inert, self-contained markup that sanitises to itself', () => {
    const problems = corpus.flatMap(({ index, text }) => {
      const clean = sanitizeRichText(text);
      const found = executableConstructs(clean);
      if (!keepsToItself(clean)) found.push('leaves an element open');
      if (sanitizeRichText(clean) !== clean) found.push('not idempotent');
      return found.map((problem) => `#${index} ${problem}: ${clean}`);
    });
    expect(problems).toEqual([]);
  });
});
