/**
 * This page view as the browser's telemetry sees it (docs/decisions/041), shared between the root
 * (`useWebVitals`, in every page's first JavaScript, so kept to a few fields) and the signed-in chunks'
 * screen telemetry (screen-telemetry.ts), which may load long after the navigation it measures began:
 * - whether the view is sampled (`WEB_VITALS_SAMPLE_RATE`, decided once per document), and whether
 *   the browser's telemetry is on at all (a rate above 0);
 * - its screens: the landing one (0) and each client navigation to another path since, counted, with
 *   the navigation's start (`performance.now()` at the router's `onBeforeNavigate`) and the route
 *   template it leads to.
 */
export const pageView = {
  /** A rate above 0 and a route matched: the browser's telemetry is on for this view. */
  on: false,
  /** Whether this view is in the sample (its records are sent; its traces are marked sampled). */
  sampled: false,
  /** 0 on the landing screen, then +1 per client navigation to another path. */
  screen: 0,
  /** When the current screen's navigation started, ms on the page's clock (0: the landing screen). */
  start: 0,
  /** The current screen's route template (`/account/orders`); empty when nothing matched. */
  route: '',
}
