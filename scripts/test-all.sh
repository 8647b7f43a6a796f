#!/usr/bin/env bash
# npm test: unit, integration (PGlite, then TEST_DATABASE_URL's Postgres when set) and end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage's heading carries the time since the start, so a slow CI run shows where the time went.
stage() { echo "== [${SECONDS}s] $*"; }
# Jest's default leaves a core to its idle parent: one worker on a 2-core CI machine. Every integration file
# has a database of its own (tests/helpers/test-db.ts), so they can share the machine: two workers took
# the PGlite stage from 446 to 258 s and the PostgreSQL one from 331 to 196 s.
JEST_WORKERS="${JEST_WORKERS:-100%}"
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
# Node 24's V8 (13.6) can free a dying WebAssembly import wrapper twice when wasm code GC races a
# wrapper's tier-up: the worker dies on "Check failed: jit_page_->allocations_.erase(addr) == 1"
# (nodejs/node#64500; fixed in V8 9b8ca54d5a, not in 13.6). Every PGlite test file opens and closes an
# instance, so a Jest worker churns enough of them to hit it now and then (one CI run in this
# project). Without wasm code GC the race cannot happen; V8 flags are refused in NODE_OPTIONS, and
# Jest's workers inherit their parent's execArgv.
jest() { node --no-wasm-code-gc node_modules/jest/bin/jest.js "$@"; }

# One production build serves every test that needs a built app (docs/adr/0103): the scale-out and
# server-edge tests (its standalone server.js and `next start`) and the end-to-end run (`next start`,
# E2E_SKIP_BUILD). It is made afresh, in the background, while the lint, format and unit stages run.
export SCALE_DIST_DIR="${SCALE_DIST_DIR:-.next-scale}"
BUILD_LOG="${TMPDIR:-/tmp}/ailex-build-$$.log"
build_pid=
stop_build() { if [ -n "$build_pid" ]; then kill "$build_pid" 2>/dev/null || true; fi; }
trap stop_build EXIT

stage "typecheck"
# Before the build starts: tsconfig.json includes the build's generated types, which tsc must not read
# half-written (a clean clone has none, so this checks what the sources say, as before).
npx tsc --noEmit

stage "production build into $SCALE_DIST_DIR started in the background (log: $BUILD_LOG)"
rm -rf "$SCALE_DIST_DIR"
NEXT_DIST_DIR="$SCALE_DIST_DIR" NEXT_OUTPUT=standalone NODE_ENV=production npx next build >"$BUILD_LOG" 2>&1 &
build_pid=$!

stage "lint and format"
npm run --silent lint
npx prettier --check . --log-level warn

stage "unit tests"
jest --selectProjects unit --ci --maxWorkers="$JEST_WORKERS"

stage "waiting for the production build"
if ! wait "$build_pid"; then
  build_pid=
  tail -n 60 "$BUILD_LOG" >&2
  echo "next build failed (whole log: $BUILD_LOG)" >&2
  exit 1
fi
build_pid=
# The build may add its directory's generated types to tsconfig.json's include: keep the checkout clean.
git checkout --quiet -- tsconfig.json 2>/dev/null || true
stage "production build done"

# With a PostgreSQL server (CI), the integration suite runs there, once, and PGlite runs the files about the
# embedded default and those whose SQL the two answer differently (driver result types, JSON operators,
# collation, lower() on non-ASCII, timestamp precision, constraint fields): the whole suite twice took
# 19 of CI's 54 minutes, and the end-to-end run below drives every screen over PGlite anyway
# (docs/adr/0105). Without one, or with
# INTEGRATION_PGLITE=all, the whole suite runs on PGlite.
EMBEDDED_DEFAULT_FILES=(
  tests/integration/migrations.int.test.ts
  tests/integration/seed.int.test.ts
  tests/integration/scripts.int.test.ts
  tests/integration/health.int.test.ts
  tests/integration/cache-identity.int.test.ts
  tests/integration/blog/public-read-path.int.test.ts
  tests/integration/blog/admin-search.int.test.ts
  tests/integration/blog/admin-articles.int.test.ts
  tests/integration/site/public-forms.int.test.ts
  tests/integration/rate-limit.int.test.ts
  tests/integration/blog/article-revisions.int.test.ts
  tests/integration/blog/admin-categories.int.test.ts
  tests/integration/users/users-api.int.test.ts
  tests/integration/blog/article-alt-and-version.int.test.ts
)
if [ -n "${TEST_DATABASE_URL:-}" ] && [ "${INTEGRATION_PGLITE:-}" != "all" ]; then
  stage "integration tests of the embedded default on in-memory PGlite (${#EMBEDDED_DEFAULT_FILES[@]} files; INTEGRATION_PGLITE=all for every file)"
  TEST_DATABASE_URL= jest --selectProjects integration --ci --maxWorkers="$JEST_WORKERS" "${EMBEDDED_DEFAULT_FILES[@]}"
else
  stage "integration tests on in-memory PGlite"
  TEST_DATABASE_URL= jest --selectProjects integration --ci --maxWorkers="$JEST_WORKERS"
fi
# PGlite runs one transaction at a time: a race or an advisory lock cannot fail there (*.pg.int.test.ts).
stage "concurrency tests NOT RUN on PGlite: they need TEST_DATABASE_URL"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage "integration and concurrency tests on PostgreSQL (${TEST_DATABASE_URL%%\?*})"
  jest --selectProjects integration postgres-only --ci --maxWorkers="$JEST_WORKERS"
elif [ -n "${CI:-}" ]; then
  echo "CI needs TEST_DATABASE_URL: without PostgreSQL the concurrency tests run nowhere" >&2
  exit 1
else
  stage "integration and concurrency tests on PostgreSQL NOT RUN: TEST_DATABASE_URL is not set"
fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "${E2E_REQUIRED:-0}" = "1" ]; then
    echo "E2E required but no Chromium at $chromium (apt-get install -y chromium, or set CHROMIUM_PATH)" >&2
    exit 1
  fi
  stage "end-to-end tests SKIPPED: no Chromium at $chromium (apt-get install -y chromium, or set CHROMIUM_PATH)"
  exit 0
fi

stage "end-to-end tests (Playwright, $chromium, on the build in $SCALE_DIST_DIR)"
E2E_DIST_DIR="$SCALE_DIST_DIR" E2E_SKIP_BUILD=1 npx playwright test
stage "all tests passed"
