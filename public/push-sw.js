/*
 * The push worker's former address: registrations made before the app's worker took over push handling still
 * name this file, and the browser keeps updating them from it. It loads the one worker (sw.js), which under an
 * account's push scope shows pushed notifications and caches nothing.
 */
/* global importScripts */
importScripts('./sw.js');
