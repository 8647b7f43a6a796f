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

stage "typecheck, lint and format"
npx tsc --noEmit
npm run --silent lint
npx prettier --check . --log-level warn

stage "unit tests"
npx jest --selectProjects unit --ci --maxWorkers="$JEST_WORKERS"

stage "integration tests on in-memory PGlite"
TEST_DATABASE_URL= npx jest --selectProjects integration --ci --maxWorkers="$JEST_WORKERS"
# PGlite runs one transaction at a time: a race or an advisory lock cannot fail there (*.pg.int.test.ts).
stage "concurrency tests NOT RUN on PGlite: they need TEST_DATABASE_URL"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage "integration and concurrency tests on PostgreSQL (${TEST_DATABASE_URL%%\?*})"
  npx jest --selectProjects integration postgres-only --ci --maxWorkers="$JEST_WORKERS"
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

stage "end-to-end tests (Playwright, $chromium)"
npx playwright test
stage "all tests passed"
