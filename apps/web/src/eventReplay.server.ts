/**
 * Clicks (and the Enter or Space that press a button) on a page's controls before it has hydrated: without
 * this, React's handlers are not there yet and the click is lost. The script, at the end of the head, catches
 * them on the document (capture phase, so before React's own listener there), stops them, marks the control as
 * getting ready (`aria-busy`, a progress cursor) and queues it; `window.__replayClicks()` (root.tsx, once the
 * page has hydrated) stops catching and clicks each queued control again, in order: every click carried out
 * once. Links and a form's submit buttons keep the browser's own behaviour (they work without scripts).
 * Server-only: it costs the hydration bundle nothing, and the API allows it by its hash (page-csp.ts).
 */
export const eventReplayScript =
  "(function(d,w){var q=[],s='button,input[type=checkbox],input[type=radio],[role=button],[role=checkbox],[role=switch],[role=option],[role=tab]';" +
  'function c(e){var t=e.target.closest&&e.target.closest(s);' +
  "if(!t||t.disabled||t.closest('a[href]')||(t.form&&t.type=='submit'))return;" +
  "e.preventDefault();e.stopImmediatePropagation();q.push(t);t.setAttribute('aria-busy','true');t.style.cursor='progress'}" +
  "d.addEventListener('click',c,true);" +
  "w.__replayClicks=function(){w.__replayClicks=null;d.removeEventListener('click',c,true);" +
  "q.forEach(function(t){t.removeAttribute('aria-busy');t.style.cursor='';t.isConnected&&t.click()})}})(document,window)";
