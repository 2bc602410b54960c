#!/usr/bin/env bash
# Starts Debian's Chromium with every --disable-features switch merged into one. Chromium keeps only
# the last such switch, so the one the tests add (browser.ts) would otherwise undo Playwright's own.
set -euo pipefail
args=()
disabled=()
for arg in "$@"; do
  case "$arg" in
  --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
  *) args+=("$arg") ;;
  esac
done
if [ ${#disabled[@]} -gt 0 ]; then
  joined=$(IFS=,; echo "${disabled[*]}")
  args+=("--disable-features=$joined")
fi
exec "${PM3_CHROMIUM:-/usr/bin/chromium}" "${args[@]}"
