# The site's production shared-cache configuration for Varnish 7 (docs/decisions/031; README
# "Running in production"). Include it after your backend definition:
#
#   vcl 4.1;
#   backend default { .host = "site.internal"; .port = "3000"; }
#   include "/etc/varnish/site.vcl";
#
# What it does:
# - keeps only what the site marks shareable: published pages for their `s-maxage`, serving a stale
#   copy for `stale-while-revalidate` while it refetches (Varnish sets the grace from that directive),
#   hashed assets for a year; the cache key is the URL (pages vary only by Accept-Encoding, which
#   Varnish handles itself);
# - passes, never storing: server functions, the webhook and reports (`/_serverFn/`, `/api/`), the
#   signed-in areas (`/account`, `/staff`, in any case; the site redirects other spellings to these and
#   marks every response of the areas private anyway, docs/decisions/034), preview pages (`?preview=true`), sign-in returns
#   (`?code=`/`?state=`), health checks, requests with `Authorization`, and every method but GET/HEAD;
#   those keep their cookies; published pages are fetched without them (the same page for everyone);
# - never stores an error (status 400 and up), a response with `Set-Cookie`, or one the site marks
#   `private`, `no-store` or `no-cache`;
# - `PURGE` from the site's instances (acl `purgers`; the webhook sends it, `CACHE_PURGE_URL`)
#   empties the cache.

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed"));
    }
    ban("obj.status != 0");
    return (synth(200, "Purged"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "(?i)^/+(_serverFn|api|account|staff)(/|\?|$)" ||
      req.url ~ "^/(readyz|healthz)(\?|$)" ||
      req.url ~ "[?&](preview=true|code=|state=)" ||
      req.http.Authorization) {
    return (pass);
  }
  # A published page is the same for everyone: no visitor's cookie reaches the site with it.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_response {
  if (beresp.status >= 400 ||
      beresp.http.Set-Cookie ||
      beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
    # Remembered as "do not cache" for a moment (hit-for-miss), never served from the cache.
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    set beresp.grace = 0s;
    return (deliver);
  }
}

sub vcl_deliver {
  if (obj.uncacheable || obj.hits == 0) {
    set resp.http.X-Shared-Cache = "MISS";
  } else {
    set resp.http.X-Shared-Cache = "HIT";
  }
}
