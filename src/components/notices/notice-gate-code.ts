/**
 * The code of the tiny inline script placed right after the page's notices (notice-gate-script.tsx):
 * before the first paint, it hides each notice of the server's HTML that has ended by the visitor's
 * clock and, at the top of the page, each one the visitor hid ("Nascondi", kept in localStorage), and
 * the top list once none of it is left. A notice ends without a rebuild, so without this the page
 * would paint it and then lose it to the after-paint code (src/enhancements/notices), and jump.
 *
 * It decides exactly as that code does (staticNoticeGone in notices-now.ts: over once `now` is not
 * before its end; hidden only at the top), so the after-paint code never shows again what this hid.
 * Card notices come later in the document: a MutationObserver sees each as the parser inserts it, and
 * its callback runs before the browser next renders; it stops once the document is parsed.
 * Hidden with the element's own style (CSSOM, which the CSP allows): the stylesheet's rule comes with
 * the after-paint code. Plain, short code: its bytes travel in every page that has a notice.
 */
import { NOTICE_END_ATTRIBUTE, NOTICE_ID_ATTRIBUTE } from "../notice-slots/notices-file";
import { DISMISSED_NOTICES_KEY } from "../../enhancements/notices/dismissed-notices";

const key = JSON.stringify(DISMISSED_NOTICES_KEY);

// s: the slot (the script's parent); t: now; a, f: a notice's id and end attributes; h: the ids the
// visitor hid; v: some notice at the top stays; g: hides one element if it is a notice that must go.
export const NOTICE_GATE_CODE =
  `(()=>{const d=document,s=d.currentScript.parentNode,t=Date.now(),a=${JSON.stringify(NOTICE_ID_ATTRIBUTE)},f=${JSON.stringify(NOTICE_END_ATTRIBUTE)};let h,v=0;` +
  `try{h=JSON.parse(localStorage.getItem(${key}))}catch(e){}h=Array.isArray(h)?h:[];` +
  `const g=e=>{if(!e.hasAttribute||!e.hasAttribute(a))return;` +
  `if(t<Date.parse(e.getAttribute(f))&&!(s.contains(e)&&h.includes(e.getAttribute(a))))v=1;else e.style.display="none"};` +
  `s.querySelectorAll("["+a+"]").forEach(g);if(!v)s.style.display="none";` +
  `const o=new MutationObserver(r=>r.forEach(m=>m.addedNodes.forEach(g)));o.observe(d.body,{childList:true,subtree:true});` +
  `d.addEventListener("DOMContentLoaded",()=>o.disconnect())})()`;
