#!/usr/bin/env bash
# `npm test`: every test. On a fresh machine it first installs what it lacks.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
# node-postgres takes its default user from $USER, which a bare CI environment may not set.
export USER="${USER:-$(id -un)}"

bash scripts/ensure-prerequisites.sh

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  if ! node scripts/check-postgres.mjs "$TEST_DATABASE_URL"; then
    echo "PostgreSQL at TEST_DATABASE_URL ($TEST_DATABASE_URL) is unreachable: the server suite must also run there." >&2
    exit 1
  fi
  echo "== server tests run on SQLite and on PostgreSQL ($TEST_DATABASE_URL)"
else
  echo "== server tests run on SQLite (set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too)"
fi

echo "== typecheck and lint"
npm run --silent check

echo "== unit and API tests"
npx vitest run

echo "== build the web app"
npm run --silent build

echo "== first-load JavaScript per page, against the budget"
npm run --silent check:bundle

echo "== browser journeys (Chromium)"
bash scripts/e2e.sh

echo "== all tests passed in $((SECONDS - started)) s"
