/**
 * Known XSS payloads (OWASP XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet and the
 * mutation-XSS bypasses DOMPurify and the browsers have fixed over the years). Each one, if it got
 * through, would either call `alert` (a dialog the test counts) or load an address on
 * PAYLOAD_HOST (a request the test counts). Used by tests/e2e/sanitizer.spec.ts (both engines of
 * src/lib/sanitize-html.ts) and tests/e2e/xss.spec.ts (every content page, through the sandbox).
 */

/** Every address a payload tries to load: nothing may ever ask for it. */
export const PAYLOAD_HOST = 'xss.invalid';
const at = (n: number) => `https://${PAYLOAD_HOST}/${n}`;

export const XSS_CORPUS: readonly string[] = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(2)>`,
  `<img src="javascript:alert(3)">`,
  `<a href="javascript:alert(4)">4</a>`,
  `<a href="JaVaScRiPt:alert(5)">5</a>`,
  `<a href="java&#x09;script:alert(6)">6</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(7)">7</a>`,
  `<svg onload=alert(8)>`,
  `<svg><script>alert(9)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(10)>`,
  `<iframe src="javascript:alert(11)"></iframe>`,
  `<iframe srcdoc="<script>alert(12)</script>"></iframe>`,
  `<body onload=alert(13)>`,
  `<details open ontoggle=alert(14)>x</details>`,
  `<input autofocus onfocus=alert(15)>`,
  `<video><source onerror=alert(16)></video>`,
  `<audio src=x onerror=alert(17)>`,
  `<object data="javascript:alert(18)"></object>`,
  `<embed src="${at(19)}">`,
  `<div style="background:url(${at(20)})">20</div>`,
  `<style>@import '${at(21)}';</style>`,
  `<link rel=stylesheet href="${at(22)}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(23)">`,
  `<base href="${at(24)}/"><img src="relative.png">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(25)>"></noscript>`,
  `<svg><style><img src=x onerror=alert(26)></style></svg>`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(27) src=1>"></textarea></mtext></svg></mglyph></mi></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(28)>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgyOSk8L3NjcmlwdD4=">29</a>`,
  `<img src="data:image/svg+xml,<svg onload=alert(30)>">`,
  `<table background="${at(31)}"><tr><td>31</td></tr></table>`,
  `<input type=image src="${at(32)}">`,
  `<svg><a xlink:href="javascript:alert(33)"><text x=20 y=20>33</text></a></svg>`,
  `<marquee onstart=alert(34)>34</marquee>`,
  `<template><img src=x onerror=alert(35)></template>`,
  `"><img src=x onerror=alert(36)>`,
  `<img src=x:alert(37) onerror=eval(src)>`,
  `<a href="  javascript:alert(38)">38</a>`,
  `<svg><animate onbegin=alert(39) attributeName=x dur=1s>`,
  `<div popover id=p39 onbeforetoggle=alert(40)>40</div>`,
  `<img srcset="${at(41)} 1x" alt=41>`,
  `<p style="position:fixed;inset:0;background:url(${at(42)})">42</p>`,
  `<svg><foreignObject><img src=x onerror=alert(43)></foreignObject></svg>`,
  `<select><template><style><!--</style><img src=x onerror=alert(44)>--></template></select>`,
  `<!--<img src="--><img src=x onerror=alert(45)//">`,
  `<xmp><p title="</xmp><img src=x onerror=alert(46)>"></xmp>`,
  `<button formaction="javascript:alert(47)">47</button>`,
  `<object data="${at(48)}"></object>`,
  `<img src=x id=login-modal class=sheet onerror=alert(49)>`,
  `<a href="vbscript:msgbox(50)">50</a>`,
];

/** Markup a platform really sends: every piece of it must survive the sanitiser. */
export const FORMATTING = `<h1>Weekly bonus</h1><p>Deposit <strong>10,000</strong> and get <em>20%</em> more.</p><ul><li>One</li><li>Two</li></ul><table><tr><th>Level</th><td>Bonus</td></tr></table><p><img src="https://cdn.example.com/promo.png" alt="Promo" width="300" height="150"> <a href="https://example.org/rules">Full rules</a> <a href="https://example.com/rules">Unlisted rules</a> <a href="/m/activity">Promotions</a></p>`;
