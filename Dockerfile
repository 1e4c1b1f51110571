# The website's production image (docs/decisions/019; README "Running in production"):
# Node 24 slim, production dependencies only, a non-root user, a health check.
#   docker build -t music-site .
#   docker run -p 3000:3000 -e SITE_ORIGIN=https://www.example.com -e CONTENT_API_HOST=https://api.sanity.io \
#     -e SANITY_PROJECT_ID=… -e SERVICES_BASE_URL=https://… -e SANITY_WEBHOOK_SECRET=… music-site
# CI checks the runtime stage's recipe without Docker: scripts/check-production-install.ts copies
# the same files (RUNTIME_FILES), runs `npm ci --omit=dev` and serves a page from the copy.

FROM node:24-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY app/package.json app/
COPY sdk/package.json sdk/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
# A heap limit per process (without one V8 grows its heap towards ~4 GB before it collects hard) and
# two glibc malloc arenas instead of eight per core: together they keep a process's RSS flat under
# load (decision 026). SITE_WORKERS: one process per core the container gets.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    NODE_OPTIONS=--max-old-space-size=256 \
    MALLOC_ARENA_MAX=2 \
    SITE_WORKERS=1
WORKDIR /app
COPY package.json package-lock.json ./
COPY app/package.json app/
COPY sdk/package.json sdk/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/app/dist app/dist
COPY app/server app/server
COPY app/src/config/server-config.ts app/src/config/
COPY app/src/telemetry/beacon.ts app/src/telemetry/
# Files stay owned by root: the site only reads them.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests in flight finish (SHUTDOWN_GRACE_MS, default 10 s), then it exits.
STOPSIGNAL SIGTERM
CMD ["node", "app/server/main.ts"]
