#!/usr/bin/env bash
# The browser journeys: the desktop and the phone run side by side, each in its own Playwright
# run with its own server, port, database and results folder, so neither sees the other's data
# and a 2-core machine keeps both cores busy while a journey waits on its browser. Arguments go
# to both runs (a spec file, --grep …). Exits non-zero when either run fails.
set -uo pipefail
cd "$(dirname "$0")/.."

phone_log=$(mktemp)
trap 'rm -f "$phone_log"' EXIT
E2E_PORT=3110 E2E_OAUTH_PORT=3112 E2E_DATA_DIR=.tmp/e2e-data-phone E2E_OUTPUT_DIR=test-results/phone \
  npx playwright test "$@" --project=phone > "$phone_log" 2>&1 &
phone_pid=$!

echo "== desktop journeys (the phone's run alongside; its report follows)"
E2E_OUTPUT_DIR=test-results/desktop npx playwright test "$@" --project=desktop
desktop_status=$?

wait "$phone_pid"
phone_status=$?
echo "== phone journeys"
cat "$phone_log"

if [ "$desktop_status" -ne 0 ] || [ "$phone_status" -ne 0 ]; then
  echo "browser journeys failed: desktop exit $desktop_status, phone exit $phone_status" >&2
  exit 1
fi
