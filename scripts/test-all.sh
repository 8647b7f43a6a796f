#!/usr/bin/env bash
# npm test: unit, integration (PGlite, then TEST_DATABASE_URL's Postgres when set) and end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"

echo "== typecheck, lint and format"
npx tsc --noEmit
npm run --silent lint
npx prettier --check . --log-level warn

echo "== unit tests"
npx jest --selectProjects unit --ci

echo "== integration tests on in-memory PGlite"
TEST_DATABASE_URL= npx jest --selectProjects integration --ci
# PGlite runs one transaction at a time: a race or an advisory lock cannot fail there (*.pg.int.test.ts).
echo "== concurrency tests NOT RUN on PGlite: they need TEST_DATABASE_URL"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration and concurrency tests on PostgreSQL (${TEST_DATABASE_URL%%\?*})"
  npx jest --selectProjects integration postgres-only --ci
elif [ -n "${CI:-}" ]; then
  echo "CI needs TEST_DATABASE_URL: without PostgreSQL the concurrency tests run nowhere" >&2
  exit 1
else
  echo "== integration and concurrency tests on PostgreSQL NOT RUN: TEST_DATABASE_URL is not set"
fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "${E2E_REQUIRED:-0}" = "1" ]; then
    echo "E2E required but no Chromium at $chromium (apt-get install -y chromium, or set CHROMIUM_PATH)" >&2
    exit 1
  fi
  echo "== end-to-end tests SKIPPED: no Chromium at $chromium (apt-get install -y chromium, or set CHROMIUM_PATH)"
  exit 0
fi

echo "== end-to-end tests (Playwright, $chromium)"
npx playwright test
