#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium (browser tests, never a
# downloaded browser), a Korean font for screenshots, and PostgreSQL (shared-session test). Also
# Chromium's headless shell, which the headless browser tests run in for a third less CPU
# (scripts/lib/chromium-path.ts); without it they run in Chromium itself, so failing to install
# it fails nothing.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
# grep reads all of fc-list's output (no -q): stopping at the first match ends fc-list with
# SIGPIPE, which pipefail reported as a missing font now and then.
fc-list 2>/dev/null | grep -i "noto sans cjk" >/dev/null || need+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/createdb >/dev/null 2>&1 || need+=(postgresql)
want=()
[ -x /usr/bin/chromium-headless-shell ] || want+=(chromium-headless-shell)
[ $((${#need[@]} + ${#want[@]})) -gt 0 ] || exit 0

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
install() { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null; }
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing from Debian: ${need[*]}"
  $SUDO apt-get update -qq
  install "${need[@]}"
else
  $SUDO apt-get update -qq || true
fi
if [ ${#want[@]} -gt 0 ]; then
  echo "Installing from Debian: ${want[*]}"
  install "${want[@]}" || echo "Not installed: ${want[*]}; the browser tests run in /usr/bin/chromium."
fi
