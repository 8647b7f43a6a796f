# syntax=docker/dockerfile:1
# The standalone server (NEXT_OUTPUT=standalone) in an image: docs/deploy.md "Container image",
# docs/adr/0101. Build:
#   docker build --build-arg SITE_URL=https://www.example.com -t ailex .
# (add --build-arg SUPABASE_URL=… and --secret id=supabase_service_role_key,env=SUPABASE_SERVICE_ROLE_KEY
# with Supabase Storage). Run with a read-only root filesystem; the cache volume is the one writable path:
#   docker run --read-only -p 127.0.0.1:3001:3000 -e DATABASE_URL=… -e AUTH_SECRET=… -e SITE_URL=… ailex
#
# The final stage is read by scripts/container-layout.ts, which lays its files out and runs them the same
# way (tests/integration/scale/container-layout.pg.int.test.ts): keep it to WORKDIR, ENV, COPY --from,
# one `RUN mkdir -p … && chown …`, USER, VOLUME, EXPOSE, HEALTHCHECK and CMD.

# Debian's glibc, as the machines the project is tested on: sharp's prebuilt binary that the build traces
# into the standalone output is the glibc one, and glibc's allocator is what MALLOC_ARENA_MAX tunes.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No dependency has an install script; the project's own `prepare` (git hooks) needs the sources.
RUN npm ci --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The public origin the static pages are prerendered with: the server cannot re-render them for another
# origin when its build directory is read-only (docs/adr/0050, 0101). SUPABASE_URL: the image optimizer's
# remote pattern and the policy's image source are fixed at build time.
ARG SITE_URL
ARG SUPABASE_URL
RUN test -n "$SITE_URL" || { echo 'build with --build-arg SITE_URL=https://your.public.origin' >&2; exit 1; }
# The service-role key is needed beside SUPABASE_URL while pages are prerendered; a build secret, so that
# it stays out of the image's layers and history.
RUN --mount=type=secret,id=supabase_service_role_key,required=false \
    if [ -f /run/secrets/supabase_service_role_key ]; then \
      SUPABASE_SERVICE_ROLE_KEY="$(cat /run/secrets/supabase_service_role_key)"; export SUPABASE_SERVICE_ROLE_KEY; \
    fi; \
    NEXT_OUTPUT=standalone npm run build

FROM ${NODE_IMAGE} AS run
WORKDIR /app
# HOSTNAME: Docker sets it to the container's id; server.js listens on it. DATA_DIR: the embedded
# database, local uploads and the mail outbox; unused with DATABASE_URL, Supabase Storage and SMTP_URL,
# otherwise mount a volume there. NODE_ENV is not set: server.js sets it.
ENV NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
# Owned by root and not writable by the user the server runs as.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# The only directories the server may write: its cache (a volume), and DATA_DIR when a volume is mounted
# there (owned by the user, so that a new named volume takes that owner).
RUN mkdir -p /app/.next/cache /data && chown 1000:1000 /app/.next/cache /data
# Numeric, so that a platform can check it is not root (Kubernetes runAsNonRoot): the image's `node` user.
USER 1000:1000
VOLUME ["/app/.next/cache"]
EXPOSE 3000
# Liveness only: a database or Redis outage must not get a serving container restarted.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
