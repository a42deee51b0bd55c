import type { Page } from '@playwright/test';

/**
 * A stand-in for YouTube's IFrame API, as the real one behaves for what the app uses: `YT.Player`
 * replaces the element with a player iframe of the requested size and video, then the page's
 * `onYouTubeIframeAPIReady` is called. Tests never reach YouTube.
 */
const IFRAME_API_STAND_IN = `
window.YT = {
  Player: function (element, options) {
    var frame = document.createElement('iframe');
    var vars = options.playerVars || {};
    frame.src = (options.host || 'https://www.youtube.com') + '/embed/' + options.videoId + '?autoplay=' + (vars.autoplay || 0) + '&enablejsapi=1';
    frame.title = 'YouTube video player';
    frame.width = String(options.width);
    frame.height = String(options.height);
    frame.allow = 'autoplay; encrypted-media';
    element.replaceWith(frame);
    this.destroy = function () { frame.remove(); };
    this.playVideo = function () {};
    this.pauseVideo = function () {};
    var self = this;
    setTimeout(function () { if (options.events && options.events.onReady) options.events.onReady({ target: self }); });
  },
};
if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`;

/** Answers YouTube's API script, player pages and thumbnails locally for this page. */
export async function routeYouTube(page: Page): Promise<void> {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: IFRAME_API_STAND_IN }),
  );
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>YouTube player</title><body><p>Video</p></body></html>',
    }),
  );
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
}
