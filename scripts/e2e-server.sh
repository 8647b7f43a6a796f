#!/usr/bin/env bash
# Builds and starts the app for Playwright on a fresh temporary DATA_DIR (embedded PGlite, demo seed),
# in its own build directory NEXT_DIST_DIR (.next-e2e), so a later `npm start` reads nothing it wrote.
set -euo pipefail
: "${DATA_DIR:?DATA_DIR must be set}"
: "${NEXT_DIST_DIR:?NEXT_DIST_DIR must be set}"
if [ "$NEXT_DIST_DIR" = ".next" ]; then
  echo "e2e-server.sh: refusing to build into .next, the build directory npm start serves" >&2
  exit 1
fi
rm -rf "$DATA_DIR" && mkdir -p "$DATA_DIR"
unset DATABASE_URL
if [ "${E2E_SKIP_BUILD:-0}" != "1" ]; then npx next build; fi
# A second admin for tests that change an admin's password (recovery), so the main e2e admin's
# sessions stay valid for the other tests running in parallel. Also exercises `npm run admin:create`.
printf '%s\n' "$E2E_RECOVERY_PASSWORD" | npx tsx --conditions=react-server scripts/admin-create.ts \
  --email "$E2E_RECOVERY_EMAIL" --name "Recovery Admin"
exec npx next start -p "${PORT:?PORT must be set (playwright.config.ts picks one)}" -H 127.0.0.1
