#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium (browser tests, never a
# downloaded browser) and its headless shell (the browser tests' headless runs, a third less CPU:
# playwright.config.ts), a Korean font for screenshots, and PostgreSQL (shared-session test).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi "noto sans cjk" || need+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/createdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing from Debian: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
